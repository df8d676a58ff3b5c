// The plugin is an AddBeforeMainAction: a plain 'clang -fplugin=' enables it,
// for C and C++, with no -add-plugin; -E leaves the pragma as written.
// RUN: clang --target=x86_64-unknown-linux-gnu -fplugin=%frontend -S -emit-llvm -o - %s | FileCheck %s
// RUN: clang --target=x86_64-unknown-linux-gnu -fplugin=%frontend -x c++ -S -emit-llvm -o - %s | FileCheck %s --check-prefix=CXX
// RUN: not clang --target=x86_64-unknown-linux-gnu -fplugin=%frontend -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: clang -fplugin=%frontend -E %s | FileCheck %s --check-prefix=PP
// RUN: clang --target=nvptx64-nvidia-cuda -fplugin=%frontend -S -emit-llvm -o - %s | FileCheck %s --check-prefix=NVPTX
// RUN: clang --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -fplugin=%frontend -S -emit-llvm -o - %s | FileCheck %s --check-prefix=AMDGPU

// CHECK: c"tilelang.v1;line=[[@LINE+15]];col=1;tile=32;buffer=A:shared;arrays=A;file={{[^"]*}}driver-fplugin.c\00"
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{.*}})
// CHECK: declare i32 @__tilelang_directive(ptr noundef, ...)
// CXX: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{.*}})
// CXX: declare i32 @__tilelang_directive(ptr noundef, ...)
// BAD: driver-fplugin.c:[[@LINE+8]]:23: error: tile size must be positive, got 0
// PP: #pragma tilelang tile(32) buffer(A: shared)
// PP: for (int i = 0; i < n; ++i)
// NVPTX: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{.*}})
// AMDGPU: call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @{{\.str[.0-9]*}} to ptr), ptr noundef %{{.*}})

void kernel(int n, float *A) {
#ifdef BAD
#pragma tilelang tile(0)
#else
#pragma tilelang tile(32) buffer(A: shared)
#endif
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
