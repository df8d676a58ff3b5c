/*===- include/tilelang/gpu/math.h - <math.h> for GPU targets -------------===
 *
 * The C math library of the GPU targets (nvptx64, amdgcn) compiled with
 * TileLangClang.so, which puts this directory before clang's own headers and
 * drops the host's /usr/include (its glibc headers describe x86-64). The
 * functions are lowered by tilelang-gpu-math: to libdevice on NVIDIA, to what
 * the AMDGPU back end selects on AMD (docs/gpu.md, "Math functions"). GPU
 * targets have no errno: clang compiles them with -fno-math-errno, and
 * math_errhandling is MATH_ERREXCEPT only in name (no exceptions are raised).
 *
 *===----------------------------------------------------------------------===*/
#ifndef TILELANG_GPU_MATH_H
#define TILELANG_GPU_MATH_H

#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling MATH_ERREXCEPT
#define fpclassify(x) \
  __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
#ifndef __cplusplus
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define isnormal(x) __builtin_isnormal(x)
#define signbit(x) __builtin_signbit(x)
#endif

/* The constants glibc defines under _DEFAULT_SOURCE (its default). */
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

typedef float float_t;
typedef double double_t;

/* F1(name): double name(double) and float namef(float); F2 two arguments. All are
 * const: GPU targets have no errno, so no call has a side effect (also exp10 and rsqrt,
 * which clang does not know as library functions). */
#define __TL_MATH_ATTR __attribute__((__const__, __nothrow__))
#define __TL_MATH_F1(n) double n(double) __TL_MATH_ATTR; float n##f(float) __TL_MATH_ATTR;
#define __TL_MATH_F2(n)                                                        \
  double n(double, double) __TL_MATH_ATTR;                                     \
  float n##f(float, float) __TL_MATH_ATTR;
#define __TL_MATH_ALL(F1, F2)                                                  \
  F1(acos) F1(asin) F1(atan) F2(atan2) F1(cos) F1(sin) F1(tan) F1(acosh)       \
  F1(asinh) F1(atanh) F1(cosh) F1(sinh) F1(tanh) F1(exp) F1(exp2) F1(exp10)    \
  F1(expm1) F1(log) F1(log10) F1(log1p) F1(log2) F1(cbrt) F1(fabs) F2(hypot)   \
  F2(pow) F1(sqrt) F1(rsqrt) F1(erf) F1(erfc) F1(lgamma) F1(tgamma) F1(ceil)   \
  F1(floor) F1(nearbyint) F1(rint) F1(round) F1(trunc) F2(fmod) F2(copysign)   \
  F2(fdim) F2(fmax) F2(fmin)

#ifdef __cplusplus
extern "C" {
#endif
__TL_MATH_ALL(__TL_MATH_F1, __TL_MATH_F2)
double fma(double, double, double) __TL_MATH_ATTR;
float fmaf(float, float, float) __TL_MATH_ATTR;
double ldexp(double, int) __TL_MATH_ATTR;
float ldexpf(float, int) __TL_MATH_ATTR;
double logb(double) __TL_MATH_ATTR;
float logbf(float) __TL_MATH_ATTR;
double nextafter(double, double) __TL_MATH_ATTR;
float nextafterf(float, float) __TL_MATH_ATTR;
double remainder(double, double) __TL_MATH_ATTR;
float remainderf(float, float) __TL_MATH_ATTR;
double scalbn(double, int) __TL_MATH_ATTR;
float scalbnf(float, int) __TL_MATH_ATTR;
int ilogb(double) __TL_MATH_ATTR;
int ilogbf(float) __TL_MATH_ATTR;
long lrint(double) __TL_MATH_ATTR;
long lrintf(float) __TL_MATH_ATTR;
long long llrint(double) __TL_MATH_ATTR;
long long llrintf(float) __TL_MATH_ATTR;
long lround(double) __TL_MATH_ATTR;
long lroundf(float) __TL_MATH_ATTR;
long long llround(double) __TL_MATH_ATTR;
long long llroundf(float) __TL_MATH_ATTR;
/* These write a second result through a pointer: not const. */
double frexp(double, int *) __attribute__((__nothrow__));
float frexpf(float, int *) __attribute__((__nothrow__));
double modf(double, double *) __attribute__((__nothrow__));
float modff(float, float *) __attribute__((__nothrow__));
double remquo(double, double, int *) __attribute__((__nothrow__));
float remquof(float, float, int *) __attribute__((__nothrow__));
#ifdef __cplusplus
}

/* C++: the float overloads of libstdc++'s <math.h> (exp(float) is expf), as
 * declarations of the C functions themselves (asm labels), so that a call is
 * a call of expf for the passes, with no wrapper to inline first. */
#define __TL_MATH_O1(n)                                                        \
  float n(float) __asm__(#n "f") __attribute__((__const__, __nothrow__));
#define __TL_MATH_O2(n)                                                        \
  float n(float, float) __asm__(#n "f")                                        \
      __attribute__((__const__, __nothrow__));
__TL_MATH_ALL(__TL_MATH_O1, __TL_MATH_O2)
float fma(float, float, float) __asm__("fmaf")
    __attribute__((__const__, __nothrow__));
float ldexp(float, int) __asm__("ldexpf")
    __attribute__((__const__, __nothrow__));
inline float abs(float __x) { return __builtin_fabsf(__x); }
inline double abs(double __x) { return __builtin_fabs(__x); }
#define __TL_MATH_CLASS(name, builtin)                                         \
  inline bool name(float __x) { return builtin(__x); }                        \
  inline bool name(double __x) { return builtin(__x); }
__TL_MATH_CLASS(isnan, __builtin_isnan)
__TL_MATH_CLASS(isinf, __builtin_isinf)
__TL_MATH_CLASS(isfinite, __builtin_isfinite)
__TL_MATH_CLASS(isnormal, __builtin_isnormal)
__TL_MATH_CLASS(signbit, __builtin_signbit)
#undef __TL_MATH_CLASS
#undef __TL_MATH_O1
#undef __TL_MATH_O2
#endif

#undef __TL_MATH_F1
#undef __TL_MATH_F2
#endif /* TILELANG_GPU_MATH_H */
