; ModuleID = 'diag_kernels.cpp'
source_filename = "diag_kernels.cpp"

@.str = private unnamed_addr constant [110 x i8] c"tilelang.v1;line=9;col=1;tile=128,128,64;buffer=A:shared,B:shared;pipeline=3;arrays=A,B;file=diag_kernels.cpp\00", align 1
@.str.1 = private unnamed_addr constant [112 x i8] c"tilelang.v1;line=19;col=1;tile=256,256,128;buffer=A:shared,B:shared;pipeline=2;arrays=A,B;file=diag_kernels.cpp\00", align 1
@.str.2 = private unnamed_addr constant [95 x i8] c"tilelang.v1;line=30;col=1;tile=64,64;buffer=A:shared;pipeline=4;arrays=A;file=diag_kernels.cpp\00", align 1
@.str.3 = private unnamed_addr constant [73 x i8] c"tilelang.v1;line=41;col=1;tile=32,64;threads=32,64;file=diag_kernels.cpp\00", align 1
@.str.4 = private unnamed_addr constant [72 x i8] c"tilelang.v1;line=50;col=1;tile=32,32;threads=20,5;file=diag_kernels.cpp\00", align 1
@.str.5 = private unnamed_addr constant [70 x i8] c"tilelang.v1;line=59;col=1;tile=32,32;threads=32;file=diag_kernels.cpp\00", align 1
@.str.6 = private unnamed_addr constant [83 x i8] c"tilelang.v1;line=68;col=1;tile=100,64,32;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.7 = private unnamed_addr constant [84 x i8] c"tilelang.v1;line=78;col=1;tile=128,128,64;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.8 = private unnamed_addr constant [79 x i8] c"tilelang.v1;line=88;col=1;tile=32,32;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.9 = private unnamed_addr constant [82 x i8] c"tilelang.v1;line=97;col=1;tile=64,64,32;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.10 = private unnamed_addr constant [63 x i8] c"tilelang.v1;line=108;col=1;tile=64,64,64;file=diag_kernels.cpp\00", align 1
@.str.11 = private unnamed_addr constant [63 x i8] c"tilelang.v1;line=119;col=1;tile=64,64,64;file=diag_kernels.cpp\00", align 1
@.str.12 = private unnamed_addr constant [63 x i8] c"tilelang.v1;line=129;col=1;tile=64,64,64;file=diag_kernels.cpp\00", align 1
@.str.13 = private unnamed_addr constant [57 x i8] c"tilelang.v1;line=139;col=1;tile=16;file=diag_kernels.cpp\00", align 1
@.str.14 = private unnamed_addr constant [121 x i8] c"tilelang.v1;line=153;col=1;tile=128,128,32;buffer=A:shared,B:shared;compute=tensor_core;arrays=A,B;file=diag_kernels.cpp\00", align 1
@.str.15 = private unnamed_addr constant [118 x i8] c"tilelang.v1;line=165;col=1;tile=auto,auto,auto;buffer=A:shared,B:shared,C:register;arrays=A,B,C;file=diag_kernels.cpp\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @smem_196608(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !9
  store ptr %4, ptr %11, align 8, !tbaa !9
  store ptr %5, ptr %12, align 8, !tbaa !9
  %17 = load ptr, ptr %10, align 8, !tbaa !9
  %18 = load ptr, ptr %11, align 8, !tbaa !9
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %17, ptr noundef %18) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %75, %20
  %22 = load i32, ptr %13, align 4, !tbaa !5
  %23 = load i32, ptr %7, align 4, !tbaa !5
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %78

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %71, %26
  %28 = load i32, ptr %15, align 4, !tbaa !5
  %29 = load i32, ptr %8, align 4, !tbaa !5
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %74

32:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %67, %32
  %34 = load i32, ptr %16, align 4, !tbaa !5
  %35 = load i32, ptr %9, align 4, !tbaa !5
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %70

38:                                               ; preds = %33
  %39 = load ptr, ptr %10, align 8, !tbaa !9
  %40 = load i32, ptr %13, align 4, !tbaa !5
  %41 = load i32, ptr %9, align 4, !tbaa !5
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %16, align 4, !tbaa !5
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %39, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !12
  %48 = load ptr, ptr %11, align 8, !tbaa !9
  %49 = load i32, ptr %16, align 4, !tbaa !5
  %50 = load i32, ptr %8, align 4, !tbaa !5
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %15, align 4, !tbaa !5
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %48, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = load ptr, ptr %12, align 8, !tbaa !9
  %58 = load i32, ptr %13, align 4, !tbaa !5
  %59 = load i32, ptr %8, align 4, !tbaa !5
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %15, align 4, !tbaa !5
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %57, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !12
  %66 = call float @llvm.fmuladd.f32(float %47, float %56, float %65)
  store float %66, ptr %64, align 4, !tbaa !12
  br label %67

67:                                               ; preds = %38
  %68 = load i32, ptr %16, align 4, !tbaa !5
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %16, align 4, !tbaa !5
  br label %33, !llvm.loop !14

70:                                               ; preds = %37
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %15, align 4, !tbaa !5
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %15, align 4, !tbaa !5
  br label %27, !llvm.loop !16

74:                                               ; preds = %31
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %13, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4, !tbaa !5
  br label %21, !llvm.loop !17

78:                                               ; preds = %25
  br label %79

79:                                               ; preds = %78
  ret void
}

; Function Attrs: nounwind
declare i32 @__tilelang_directive(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @smem_524288(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !9
  store ptr %4, ptr %11, align 8, !tbaa !9
  store ptr %5, ptr %12, align 8, !tbaa !9
  %17 = load ptr, ptr %10, align 8, !tbaa !9
  %18 = load ptr, ptr %11, align 8, !tbaa !9
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.1, ptr noundef %17, ptr noundef %18) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %75, %20
  %22 = load i32, ptr %13, align 4, !tbaa !5
  %23 = load i32, ptr %7, align 4, !tbaa !5
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %78

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %71, %26
  %28 = load i32, ptr %15, align 4, !tbaa !5
  %29 = load i32, ptr %8, align 4, !tbaa !5
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %74

32:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %67, %32
  %34 = load i32, ptr %16, align 4, !tbaa !5
  %35 = load i32, ptr %9, align 4, !tbaa !5
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %70

38:                                               ; preds = %33
  %39 = load ptr, ptr %10, align 8, !tbaa !9
  %40 = load i32, ptr %13, align 4, !tbaa !5
  %41 = load i32, ptr %9, align 4, !tbaa !5
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %16, align 4, !tbaa !5
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %39, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !12
  %48 = load ptr, ptr %11, align 8, !tbaa !9
  %49 = load i32, ptr %16, align 4, !tbaa !5
  %50 = load i32, ptr %8, align 4, !tbaa !5
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %15, align 4, !tbaa !5
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %48, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = load ptr, ptr %12, align 8, !tbaa !9
  %58 = load i32, ptr %13, align 4, !tbaa !5
  %59 = load i32, ptr %8, align 4, !tbaa !5
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %15, align 4, !tbaa !5
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %57, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !12
  %66 = call float @llvm.fmuladd.f32(float %47, float %56, float %65)
  store float %66, ptr %64, align 4, !tbaa !12
  br label %67

67:                                               ; preds = %38
  %68 = load i32, ptr %16, align 4, !tbaa !5
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %16, align 4, !tbaa !5
  br label %33, !llvm.loop !18

70:                                               ; preds = %37
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %15, align 4, !tbaa !5
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %15, align 4, !tbaa !5
  br label %27, !llvm.loop !19

74:                                               ; preds = %31
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %13, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4, !tbaa !5
  br label %21, !llvm.loop !20

78:                                               ; preds = %25
  br label %79

79:                                               ; preds = %78
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @smem_halo(i32 noundef %0, ptr noalias noundef %1, ptr noalias noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4, !tbaa !5
  store ptr %1, ptr %5, align 8, !tbaa !9
  store ptr %2, ptr %6, align 8, !tbaa !9
  %10 = load ptr, ptr %5, align 8, !tbaa !9
  %11 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.2, ptr noundef %10) #4
  switch i32 %11, label %12 [
  ]

12:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr %7) #4
  store i32 1, ptr %7, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %93, %12
  %14 = load i32, ptr %7, align 4, !tbaa !5
  %15 = load i32, ptr %4, align 4, !tbaa !5
  %16 = sub nsw i32 %15, 1
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %13
  store i32 3, ptr %8, align 4
  call void @llvm.lifetime.end.p0(ptr %7) #4
  br label %96

19:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 1, ptr %9, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %89, %19
  %21 = load i32, ptr %9, align 4, !tbaa !5
  %22 = load i32, ptr %4, align 4, !tbaa !5
  %23 = sub nsw i32 %22, 1
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %20
  store i32 6, ptr %8, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %92

26:                                               ; preds = %20
  %27 = load ptr, ptr %5, align 8, !tbaa !9
  %28 = load i32, ptr %7, align 4, !tbaa !5
  %29 = load i32, ptr %4, align 4, !tbaa !5
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %9, align 4, !tbaa !5
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %27, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !12
  %36 = load ptr, ptr %5, align 8, !tbaa !9
  %37 = load i32, ptr %7, align 4, !tbaa !5
  %38 = load i32, ptr %4, align 4, !tbaa !5
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %9, align 4, !tbaa !5
  %41 = add nsw i32 %39, %40
  %42 = sub nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %36, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = fadd float %35, %45
  %47 = load ptr, ptr %5, align 8, !tbaa !9
  %48 = load i32, ptr %7, align 4, !tbaa !5
  %49 = load i32, ptr %4, align 4, !tbaa !5
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %9, align 4, !tbaa !5
  %52 = add nsw i32 %50, %51
  %53 = add nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %47, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = fadd float %46, %56
  %58 = load ptr, ptr %5, align 8, !tbaa !9
  %59 = load i32, ptr %7, align 4, !tbaa !5
  %60 = add nsw i32 %59, 1
  %61 = load i32, ptr %4, align 4, !tbaa !5
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %9, align 4, !tbaa !5
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %58, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !12
  %68 = fadd float %57, %67
  %69 = load ptr, ptr %5, align 8, !tbaa !9
  %70 = load i32, ptr %7, align 4, !tbaa !5
  %71 = sub nsw i32 %70, 1
  %72 = load i32, ptr %4, align 4, !tbaa !5
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr %9, align 4, !tbaa !5
  %75 = add nsw i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %69, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !12
  %79 = fadd float %68, %78
  %80 = fmul float 0x3FC99999A0000000, %79
  %81 = load ptr, ptr %6, align 8, !tbaa !9
  %82 = load i32, ptr %7, align 4, !tbaa !5
  %83 = load i32, ptr %4, align 4, !tbaa !5
  %84 = mul nsw i32 %82, %83
  %85 = load i32, ptr %9, align 4, !tbaa !5
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %81, i64 %87
  store float %80, ptr %88, align 4, !tbaa !12
  br label %89

89:                                               ; preds = %26
  %90 = load i32, ptr %9, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %9, align 4, !tbaa !5
  br label %20, !llvm.loop !21

92:                                               ; preds = %25
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %7, align 4, !tbaa !5
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %7, align 4, !tbaa !5
  br label %13, !llvm.loop !22

96:                                               ; preds = %18
  br label %97

97:                                               ; preds = %96
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @threads_2048(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !5
  store i32 %1, ptr %6, align 4, !tbaa !5
  store ptr %2, ptr %7, align 8, !tbaa !9
  store ptr %3, ptr %8, align 8, !tbaa !9
  %12 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.3) #4
  switch i32 %12, label %13 [
  ]

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %48, %13
  %15 = load i32, ptr %9, align 4, !tbaa !5
  %16 = load i32, ptr %5, align 4, !tbaa !5
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  store i32 3, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %51

19:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %44, %19
  %21 = load i32, ptr %11, align 4, !tbaa !5
  %22 = load i32, ptr %6, align 4, !tbaa !5
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %25, label %24

24:                                               ; preds = %20
  store i32 6, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %47

25:                                               ; preds = %20
  %26 = load ptr, ptr %7, align 8, !tbaa !9
  %27 = load i32, ptr %9, align 4, !tbaa !5
  %28 = load i32, ptr %6, align 4, !tbaa !5
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr %11, align 4, !tbaa !5
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %26, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !12
  %35 = fmul float 2.000000e+00, %34
  %36 = load ptr, ptr %8, align 8, !tbaa !9
  %37 = load i32, ptr %9, align 4, !tbaa !5
  %38 = load i32, ptr %6, align 4, !tbaa !5
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %11, align 4, !tbaa !5
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %36, i64 %42
  store float %35, ptr %43, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %25
  %45 = load i32, ptr %11, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4, !tbaa !5
  br label %20, !llvm.loop !23

47:                                               ; preds = %24
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %9, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4, !tbaa !5
  br label %14, !llvm.loop !24

51:                                               ; preds = %18
  br label %52

52:                                               ; preds = %51
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @threads_100(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !5
  store i32 %1, ptr %6, align 4, !tbaa !5
  store ptr %2, ptr %7, align 8, !tbaa !9
  store ptr %3, ptr %8, align 8, !tbaa !9
  %12 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.4) #4
  switch i32 %12, label %13 [
  ]

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %48, %13
  %15 = load i32, ptr %9, align 4, !tbaa !5
  %16 = load i32, ptr %5, align 4, !tbaa !5
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  store i32 3, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %51

19:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %44, %19
  %21 = load i32, ptr %11, align 4, !tbaa !5
  %22 = load i32, ptr %6, align 4, !tbaa !5
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %25, label %24

24:                                               ; preds = %20
  store i32 6, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %47

25:                                               ; preds = %20
  %26 = load ptr, ptr %7, align 8, !tbaa !9
  %27 = load i32, ptr %9, align 4, !tbaa !5
  %28 = load i32, ptr %6, align 4, !tbaa !5
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr %11, align 4, !tbaa !5
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %26, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !12
  %35 = fmul float 2.000000e+00, %34
  %36 = load ptr, ptr %8, align 8, !tbaa !9
  %37 = load i32, ptr %9, align 4, !tbaa !5
  %38 = load i32, ptr %6, align 4, !tbaa !5
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %11, align 4, !tbaa !5
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %36, i64 %42
  store float %35, ptr %43, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %25
  %45 = load i32, ptr %11, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4, !tbaa !5
  br label %20, !llvm.loop !25

47:                                               ; preds = %24
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %9, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4, !tbaa !5
  br label %14, !llvm.loop !26

51:                                               ; preds = %18
  br label %52

52:                                               ; preds = %51
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @threads_32(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !5
  store i32 %1, ptr %6, align 4, !tbaa !5
  store ptr %2, ptr %7, align 8, !tbaa !9
  store ptr %3, ptr %8, align 8, !tbaa !9
  %12 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.5) #4
  switch i32 %12, label %13 [
  ]

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %48, %13
  %15 = load i32, ptr %9, align 4, !tbaa !5
  %16 = load i32, ptr %5, align 4, !tbaa !5
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  store i32 3, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %51

19:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %44, %19
  %21 = load i32, ptr %11, align 4, !tbaa !5
  %22 = load i32, ptr %6, align 4, !tbaa !5
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %25, label %24

24:                                               ; preds = %20
  store i32 6, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %47

25:                                               ; preds = %20
  %26 = load ptr, ptr %7, align 8, !tbaa !9
  %27 = load i32, ptr %9, align 4, !tbaa !5
  %28 = load i32, ptr %6, align 4, !tbaa !5
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr %11, align 4, !tbaa !5
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %26, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !12
  %35 = fmul float 2.000000e+00, %34
  %36 = load ptr, ptr %8, align 8, !tbaa !9
  %37 = load i32, ptr %9, align 4, !tbaa !5
  %38 = load i32, ptr %6, align 4, !tbaa !5
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %11, align 4, !tbaa !5
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %36, i64 %42
  store float %35, ptr %43, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %25
  %45 = load i32, ptr %11, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %11, align 4, !tbaa !5
  br label %20, !llvm.loop !27

47:                                               ; preds = %24
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %9, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %9, align 4, !tbaa !5
  br label %14, !llvm.loop !28

51:                                               ; preds = %18
  br label %52

52:                                               ; preds = %51
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @tc_100(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !9
  store ptr %4, ptr %11, align 8, !tbaa !9
  store ptr %5, ptr %12, align 8, !tbaa !9
  %17 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.6) #4
  switch i32 %17, label %18 [
  ]

18:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %73, %18
  %20 = load i32, ptr %13, align 4, !tbaa !5
  %21 = load i32, ptr %7, align 4, !tbaa !5
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %76

24:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %69, %24
  %26 = load i32, ptr %15, align 4, !tbaa !5
  %27 = load i32, ptr %8, align 4, !tbaa !5
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %72

30:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %65, %30
  %32 = load i32, ptr %16, align 4, !tbaa !5
  %33 = load i32, ptr %9, align 4, !tbaa !5
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %68

36:                                               ; preds = %31
  %37 = load ptr, ptr %10, align 8, !tbaa !9
  %38 = load i32, ptr %13, align 4, !tbaa !5
  %39 = load i32, ptr %9, align 4, !tbaa !5
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %16, align 4, !tbaa !5
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %37, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = load ptr, ptr %11, align 8, !tbaa !9
  %47 = load i32, ptr %16, align 4, !tbaa !5
  %48 = load i32, ptr %8, align 4, !tbaa !5
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %15, align 4, !tbaa !5
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %46, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !12
  %55 = load ptr, ptr %12, align 8, !tbaa !9
  %56 = load i32, ptr %13, align 4, !tbaa !5
  %57 = load i32, ptr %8, align 4, !tbaa !5
  %58 = mul nsw i32 %56, %57
  %59 = load i32, ptr %15, align 4, !tbaa !5
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %55, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = call float @llvm.fmuladd.f32(float %45, float %54, float %63)
  store float %64, ptr %62, align 4, !tbaa !12
  br label %65

65:                                               ; preds = %36
  %66 = load i32, ptr %16, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %16, align 4, !tbaa !5
  br label %31, !llvm.loop !29

68:                                               ; preds = %35
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !5
  br label %25, !llvm.loop !30

72:                                               ; preds = %29
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %13, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %13, align 4, !tbaa !5
  br label %19, !llvm.loop !31

76:                                               ; preds = %23
  br label %77

77:                                               ; preds = %76
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @tc_ok(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !9
  store ptr %4, ptr %11, align 8, !tbaa !9
  store ptr %5, ptr %12, align 8, !tbaa !9
  %17 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.7) #4
  switch i32 %17, label %18 [
  ]

18:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %73, %18
  %20 = load i32, ptr %13, align 4, !tbaa !5
  %21 = load i32, ptr %7, align 4, !tbaa !5
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %76

24:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %69, %24
  %26 = load i32, ptr %15, align 4, !tbaa !5
  %27 = load i32, ptr %8, align 4, !tbaa !5
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %72

30:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %65, %30
  %32 = load i32, ptr %16, align 4, !tbaa !5
  %33 = load i32, ptr %9, align 4, !tbaa !5
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %68

36:                                               ; preds = %31
  %37 = load ptr, ptr %10, align 8, !tbaa !9
  %38 = load i32, ptr %13, align 4, !tbaa !5
  %39 = load i32, ptr %9, align 4, !tbaa !5
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %16, align 4, !tbaa !5
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %37, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = load ptr, ptr %11, align 8, !tbaa !9
  %47 = load i32, ptr %16, align 4, !tbaa !5
  %48 = load i32, ptr %8, align 4, !tbaa !5
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %15, align 4, !tbaa !5
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %46, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !12
  %55 = load ptr, ptr %12, align 8, !tbaa !9
  %56 = load i32, ptr %13, align 4, !tbaa !5
  %57 = load i32, ptr %8, align 4, !tbaa !5
  %58 = mul nsw i32 %56, %57
  %59 = load i32, ptr %15, align 4, !tbaa !5
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %55, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = call float @llvm.fmuladd.f32(float %45, float %54, float %63)
  store float %64, ptr %62, align 4, !tbaa !12
  br label %65

65:                                               ; preds = %36
  %66 = load i32, ptr %16, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %16, align 4, !tbaa !5
  br label %31, !llvm.loop !32

68:                                               ; preds = %35
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !5
  br label %25, !llvm.loop !33

72:                                               ; preds = %29
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %13, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %13, align 4, !tbaa !5
  br label %19, !llvm.loop !34

76:                                               ; preds = %23
  br label %77

77:                                               ; preds = %76
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @tc_transpose(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !5
  store i32 %1, ptr %6, align 4, !tbaa !5
  store ptr %2, ptr %7, align 8, !tbaa !9
  store ptr %3, ptr %8, align 8, !tbaa !9
  %12 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.8) #4
  switch i32 %12, label %13 [
  ]

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %47, %13
  %15 = load i32, ptr %9, align 4, !tbaa !5
  %16 = load i32, ptr %5, align 4, !tbaa !5
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  store i32 3, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %50

19:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %20

20:                                               ; preds = %43, %19
  %21 = load i32, ptr %11, align 4, !tbaa !5
  %22 = load i32, ptr %6, align 4, !tbaa !5
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %25, label %24

24:                                               ; preds = %20
  store i32 6, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %46

25:                                               ; preds = %20
  %26 = load ptr, ptr %7, align 8, !tbaa !9
  %27 = load i32, ptr %9, align 4, !tbaa !5
  %28 = load i32, ptr %6, align 4, !tbaa !5
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr %11, align 4, !tbaa !5
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %26, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !12
  %35 = load ptr, ptr %8, align 8, !tbaa !9
  %36 = load i32, ptr %11, align 4, !tbaa !5
  %37 = load i32, ptr %5, align 4, !tbaa !5
  %38 = mul nsw i32 %36, %37
  %39 = load i32, ptr %9, align 4, !tbaa !5
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %35, i64 %41
  store float %34, ptr %42, align 4, !tbaa !12
  br label %43

43:                                               ; preds = %25
  %44 = load i32, ptr %11, align 4, !tbaa !5
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %11, align 4, !tbaa !5
  br label %20, !llvm.loop !35

46:                                               ; preds = %24
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %9, align 4, !tbaa !5
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %9, align 4, !tbaa !5
  br label %14, !llvm.loop !36

50:                                               ; preds = %18
  br label %51

51:                                               ; preds = %50
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @tc_int32(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !37
  store ptr %4, ptr %11, align 8, !tbaa !37
  store ptr %5, ptr %12, align 8, !tbaa !37
  %17 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.9) #4
  switch i32 %17, label %18 [
  ]

18:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %74, %18
  %20 = load i32, ptr %13, align 4, !tbaa !5
  %21 = load i32, ptr %7, align 4, !tbaa !5
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %77

24:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %70, %24
  %26 = load i32, ptr %15, align 4, !tbaa !5
  %27 = load i32, ptr %8, align 4, !tbaa !5
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %73

30:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %66, %30
  %32 = load i32, ptr %16, align 4, !tbaa !5
  %33 = load i32, ptr %9, align 4, !tbaa !5
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %69

36:                                               ; preds = %31
  %37 = load ptr, ptr %10, align 8, !tbaa !37
  %38 = load i32, ptr %13, align 4, !tbaa !5
  %39 = load i32, ptr %9, align 4, !tbaa !5
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %16, align 4, !tbaa !5
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %37, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = load ptr, ptr %11, align 8, !tbaa !37
  %47 = load i32, ptr %16, align 4, !tbaa !5
  %48 = load i32, ptr %8, align 4, !tbaa !5
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %15, align 4, !tbaa !5
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %46, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = mul nsw i32 %45, %54
  %56 = load ptr, ptr %12, align 8, !tbaa !37
  %57 = load i32, ptr %13, align 4, !tbaa !5
  %58 = load i32, ptr %8, align 4, !tbaa !5
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %15, align 4, !tbaa !5
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %56, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add nsw i32 %64, %55
  store i32 %65, ptr %63, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %36
  %67 = load i32, ptr %16, align 4, !tbaa !5
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %16, align 4, !tbaa !5
  br label %31, !llvm.loop !39

69:                                               ; preds = %35
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !5
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !5
  br label %25, !llvm.loop !40

73:                                               ; preds = %29
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %13, align 4, !tbaa !5
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %13, align 4, !tbaa !5
  br label %19, !llvm.loop !41

77:                                               ; preds = %23
  br label %78

78:                                               ; preds = %77
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @i8_long(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %6, align 4, !tbaa !5
  store i32 %1, ptr %7, align 4, !tbaa !5
  store ptr %2, ptr %8, align 8, !tbaa !42
  store ptr %3, ptr %9, align 8, !tbaa !42
  store ptr %4, ptr %10, align 8, !tbaa !37
  %15 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.10) #4
  switch i32 %15, label %16 [
  ]

16:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %72, %16
  %18 = load i32, ptr %11, align 4, !tbaa !5
  %19 = load i32, ptr %6, align 4, !tbaa !5
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  store i32 3, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %75

22:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %68, %22
  %24 = load i32, ptr %13, align 4, !tbaa !5
  %25 = load i32, ptr %7, align 4, !tbaa !5
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %28, label %27

27:                                               ; preds = %23
  store i32 6, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %71

28:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(ptr %14) #4
  store i32 0, ptr %14, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %64, %28
  %30 = load i32, ptr %14, align 4, !tbaa !5
  %31 = icmp slt i32 %30, 262144
  br i1 %31, label %33, label %32

32:                                               ; preds = %29
  store i32 9, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %14) #4
  br label %67

33:                                               ; preds = %29
  %34 = load ptr, ptr %8, align 8, !tbaa !42
  %35 = load i32, ptr %11, align 4, !tbaa !5
  %36 = mul nsw i32 %35, 262144
  %37 = load i32, ptr %14, align 4, !tbaa !5
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %34, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !44
  %42 = sext i8 %41 to i32
  %43 = load ptr, ptr %9, align 8, !tbaa !42
  %44 = load i32, ptr %14, align 4, !tbaa !5
  %45 = load i32, ptr %7, align 4, !tbaa !5
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %13, align 4, !tbaa !5
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %43, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !44
  %52 = sext i8 %51 to i32
  %53 = mul nsw i32 %42, %52
  %54 = load ptr, ptr %10, align 8, !tbaa !37
  %55 = load i32, ptr %11, align 4, !tbaa !5
  %56 = load i32, ptr %7, align 4, !tbaa !5
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr %13, align 4, !tbaa !5
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %54, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = add nsw i32 %62, %53
  store i32 %63, ptr %61, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %33
  %65 = load i32, ptr %14, align 4, !tbaa !5
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %14, align 4, !tbaa !5
  br label %29, !llvm.loop !45

67:                                               ; preds = %32
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %13, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %13, align 4, !tbaa !5
  br label %23, !llvm.loop !46

71:                                               ; preds = %27
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %11, align 4, !tbaa !5
  br label %17, !llvm.loop !47

75:                                               ; preds = %21
  br label %76

76:                                               ; preds = %75
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @i8_runtime(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !42
  store ptr %4, ptr %11, align 8, !tbaa !42
  store ptr %5, ptr %12, align 8, !tbaa !37
  %17 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.11) #4
  switch i32 %17, label %18 [
  ]

18:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %76, %18
  %20 = load i32, ptr %13, align 4, !tbaa !5
  %21 = load i32, ptr %7, align 4, !tbaa !5
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %79

24:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %72, %24
  %26 = load i32, ptr %15, align 4, !tbaa !5
  %27 = load i32, ptr %8, align 4, !tbaa !5
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %75

30:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %68, %30
  %32 = load i32, ptr %16, align 4, !tbaa !5
  %33 = load i32, ptr %9, align 4, !tbaa !5
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %71

36:                                               ; preds = %31
  %37 = load ptr, ptr %10, align 8, !tbaa !42
  %38 = load i32, ptr %13, align 4, !tbaa !5
  %39 = load i32, ptr %9, align 4, !tbaa !5
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %16, align 4, !tbaa !5
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %37, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !44
  %46 = sext i8 %45 to i32
  %47 = load ptr, ptr %11, align 8, !tbaa !42
  %48 = load i32, ptr %16, align 4, !tbaa !5
  %49 = load i32, ptr %8, align 4, !tbaa !5
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %15, align 4, !tbaa !5
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %47, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !44
  %56 = sext i8 %55 to i32
  %57 = mul nsw i32 %46, %56
  %58 = load ptr, ptr %12, align 8, !tbaa !37
  %59 = load i32, ptr %13, align 4, !tbaa !5
  %60 = load i32, ptr %8, align 4, !tbaa !5
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %15, align 4, !tbaa !5
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %58, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = add nsw i32 %66, %57
  store i32 %67, ptr %65, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %36
  %69 = load i32, ptr %16, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %16, align 4, !tbaa !5
  br label %31, !llvm.loop !48

71:                                               ; preds = %35
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %15, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %15, align 4, !tbaa !5
  br label %25, !llvm.loop !49

75:                                               ; preds = %29
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %13, align 4, !tbaa !5
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %13, align 4, !tbaa !5
  br label %19, !llvm.loop !50

79:                                               ; preds = %23
  br label %80

80:                                               ; preds = %79
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @i8_limit(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %6, align 4, !tbaa !5
  store i32 %1, ptr %7, align 4, !tbaa !5
  store ptr %2, ptr %8, align 8, !tbaa !42
  store ptr %3, ptr %9, align 8, !tbaa !42
  store ptr %4, ptr %10, align 8, !tbaa !37
  %15 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.12) #4
  switch i32 %15, label %16 [
  ]

16:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %72, %16
  %18 = load i32, ptr %11, align 4, !tbaa !5
  %19 = load i32, ptr %6, align 4, !tbaa !5
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  store i32 3, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %75

22:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %68, %22
  %24 = load i32, ptr %13, align 4, !tbaa !5
  %25 = load i32, ptr %7, align 4, !tbaa !5
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %28, label %27

27:                                               ; preds = %23
  store i32 6, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %71

28:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(ptr %14) #4
  store i32 0, ptr %14, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %64, %28
  %30 = load i32, ptr %14, align 4, !tbaa !5
  %31 = icmp slt i32 %30, 131072
  br i1 %31, label %33, label %32

32:                                               ; preds = %29
  store i32 9, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %14) #4
  br label %67

33:                                               ; preds = %29
  %34 = load ptr, ptr %8, align 8, !tbaa !42
  %35 = load i32, ptr %11, align 4, !tbaa !5
  %36 = mul nsw i32 %35, 131072
  %37 = load i32, ptr %14, align 4, !tbaa !5
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %34, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !44
  %42 = sext i8 %41 to i32
  %43 = load ptr, ptr %9, align 8, !tbaa !42
  %44 = load i32, ptr %14, align 4, !tbaa !5
  %45 = load i32, ptr %7, align 4, !tbaa !5
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %13, align 4, !tbaa !5
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %43, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !44
  %52 = sext i8 %51 to i32
  %53 = mul nsw i32 %42, %52
  %54 = load ptr, ptr %10, align 8, !tbaa !37
  %55 = load i32, ptr %11, align 4, !tbaa !5
  %56 = load i32, ptr %7, align 4, !tbaa !5
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr %13, align 4, !tbaa !5
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %54, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = add nsw i32 %62, %53
  store i32 %63, ptr %61, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %33
  %65 = load i32, ptr %14, align 4, !tbaa !5
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %14, align 4, !tbaa !5
  br label %29, !llvm.loop !51

67:                                               ; preds = %32
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %13, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %13, align 4, !tbaa !5
  br label %23, !llvm.loop !52

71:                                               ; preds = %27
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %11, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %11, align 4, !tbaa !5
  br label %17, !llvm.loop !53

75:                                               ; preds = %21
  br label %76

76:                                               ; preds = %75
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @u8_dot(i32 noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !5
  store ptr %1, ptr %6, align 8, !tbaa !42
  store ptr %2, ptr %7, align 8, !tbaa !42
  store ptr %3, ptr %8, align 8, !tbaa !37
  %13 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.13) #4
  switch i32 %13, label %14 [
  ]

14:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %53, %14
  %16 = load i32, ptr %9, align 4, !tbaa !5
  %17 = load i32, ptr %5, align 4, !tbaa !5
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %20, label %19

19:                                               ; preds = %15
  store i32 3, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %56

20:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(ptr %12) #4
  store i32 0, ptr %12, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %44, %20
  %22 = load i32, ptr %12, align 4, !tbaa !5
  %23 = icmp slt i32 %22, 200000
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  store i32 6, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %12) #4
  br label %47

25:                                               ; preds = %21
  %26 = load ptr, ptr %6, align 8, !tbaa !42
  %27 = load i32, ptr %9, align 4, !tbaa !5
  %28 = mul nsw i32 %27, 200000
  %29 = load i32, ptr %12, align 4, !tbaa !5
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %26, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !44
  %34 = zext i8 %33 to i32
  %35 = load ptr, ptr %7, align 8, !tbaa !42
  %36 = load i32, ptr %12, align 4, !tbaa !5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !44
  %40 = sext i8 %39 to i32
  %41 = mul nsw i32 %34, %40
  %42 = load i32, ptr %11, align 4, !tbaa !5
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %11, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %25
  %45 = load i32, ptr %12, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %12, align 4, !tbaa !5
  br label %21, !llvm.loop !54

47:                                               ; preds = %24
  %48 = load i32, ptr %11, align 4, !tbaa !5
  %49 = load ptr, ptr %8, align 8, !tbaa !37
  %50 = load i32, ptr %9, align 4, !tbaa !5
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  store i32 %48, ptr %52, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %53

53:                                               ; preds = %47
  %54 = load i32, ptr %9, align 4, !tbaa !5
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %9, align 4, !tbaa !5
  br label %15, !llvm.loop !55

56:                                               ; preds = %19
  br label %57

57:                                               ; preds = %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @tc_staged(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  store i32 %2, ptr %9, align 4, !tbaa !5
  store ptr %3, ptr %10, align 8, !tbaa !9
  store ptr %4, ptr %11, align 8, !tbaa !9
  store ptr %5, ptr %12, align 8, !tbaa !9
  %17 = load ptr, ptr %10, align 8, !tbaa !9
  %18 = load ptr, ptr %11, align 8, !tbaa !9
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.14, ptr noundef %17, ptr noundef %18) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %75, %20
  %22 = load i32, ptr %13, align 4, !tbaa !5
  %23 = load i32, ptr %7, align 4, !tbaa !5
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %78

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %71, %26
  %28 = load i32, ptr %15, align 4, !tbaa !5
  %29 = load i32, ptr %8, align 4, !tbaa !5
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %74

32:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %67, %32
  %34 = load i32, ptr %16, align 4, !tbaa !5
  %35 = load i32, ptr %9, align 4, !tbaa !5
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %70

38:                                               ; preds = %33
  %39 = load ptr, ptr %10, align 8, !tbaa !9
  %40 = load i32, ptr %13, align 4, !tbaa !5
  %41 = load i32, ptr %9, align 4, !tbaa !5
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %16, align 4, !tbaa !5
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %39, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !12
  %48 = load ptr, ptr %11, align 8, !tbaa !9
  %49 = load i32, ptr %16, align 4, !tbaa !5
  %50 = load i32, ptr %8, align 4, !tbaa !5
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %15, align 4, !tbaa !5
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %48, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = load ptr, ptr %12, align 8, !tbaa !9
  %58 = load i32, ptr %13, align 4, !tbaa !5
  %59 = load i32, ptr %8, align 4, !tbaa !5
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %15, align 4, !tbaa !5
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %57, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !12
  %66 = call float @llvm.fmuladd.f32(float %47, float %56, float %65)
  store float %66, ptr %64, align 4, !tbaa !12
  br label %67

67:                                               ; preds = %38
  %68 = load i32, ptr %16, align 4, !tbaa !5
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %16, align 4, !tbaa !5
  br label %33, !llvm.loop !56

70:                                               ; preds = %37
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %15, align 4, !tbaa !5
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %15, align 4, !tbaa !5
  br label %27, !llvm.loop !57

74:                                               ; preds = %31
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %13, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4, !tbaa !5
  br label %21, !llvm.loop !58

78:                                               ; preds = %25
  br label %79

79:                                               ; preds = %78
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @gemm_1000(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !9
  store ptr %1, ptr %5, align 8, !tbaa !9
  store ptr %2, ptr %6, align 8, !tbaa !9
  %11 = load ptr, ptr %4, align 8, !tbaa !9
  %12 = load ptr, ptr %5, align 8, !tbaa !9
  %13 = load ptr, ptr %6, align 8, !tbaa !9
  %14 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.15, ptr noundef %11, ptr noundef %12, ptr noundef %13) #4
  switch i32 %14, label %15 [
  ]

15:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr %7) #4
  store i32 0, ptr %7, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %64, %15
  %17 = load i32, ptr %7, align 4, !tbaa !5
  %18 = icmp slt i32 %17, 1000
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  store i32 3, ptr %8, align 4
  call void @llvm.lifetime.end.p0(ptr %7) #4
  br label %67

20:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %60, %20
  %22 = load i32, ptr %9, align 4, !tbaa !5
  %23 = icmp slt i32 %22, 1000
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  store i32 6, ptr %8, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  br label %63

25:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(ptr %10) #4
  store i32 0, ptr %10, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %56, %25
  %27 = load i32, ptr %10, align 4, !tbaa !5
  %28 = icmp slt i32 %27, 1000
  br i1 %28, label %30, label %29

29:                                               ; preds = %26
  store i32 9, ptr %8, align 4
  call void @llvm.lifetime.end.p0(ptr %10) #4
  br label %59

30:                                               ; preds = %26
  %31 = load ptr, ptr %4, align 8, !tbaa !9
  %32 = load i32, ptr %7, align 4, !tbaa !5
  %33 = mul nsw i32 %32, 1000
  %34 = load i32, ptr %10, align 4, !tbaa !5
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %31, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !12
  %39 = load ptr, ptr %5, align 8, !tbaa !9
  %40 = load i32, ptr %10, align 4, !tbaa !5
  %41 = mul nsw i32 %40, 1000
  %42 = load i32, ptr %9, align 4, !tbaa !5
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %39, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !12
  %47 = load ptr, ptr %6, align 8, !tbaa !9
  %48 = load i32, ptr %7, align 4, !tbaa !5
  %49 = mul nsw i32 %48, 1000
  %50 = load i32, ptr %9, align 4, !tbaa !5
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %47, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !12
  %55 = call float @llvm.fmuladd.f32(float %38, float %46, float %54)
  store float %55, ptr %53, align 4, !tbaa !12
  br label %56

56:                                               ; preds = %30
  %57 = load i32, ptr %10, align 4, !tbaa !5
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %10, align 4, !tbaa !5
  br label %26, !llvm.loop !59

59:                                               ; preds = %29
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %9, align 4, !tbaa !5
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %9, align 4, !tbaa !5
  br label %21, !llvm.loop !60

63:                                               ; preds = %24
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %7, align 4, !tbaa !5
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %7, align 4, !tbaa !5
  br label %16, !llvm.loop !61

67:                                               ; preds = %19
  br label %68

68:                                               ; preds = %67
  ret void
}

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15}
!37 = !{!38, !38, i64 0}
!38 = !{!"p1 int", !11, i64 0}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = !{!43, !43, i64 0}
!43 = !{!"p1 omnipotent char", !11, i64 0}
!44 = !{!7, !7, i64 0}
!45 = distinct !{!45, !15}
!46 = distinct !{!46, !15}
!47 = distinct !{!47, !15}
!48 = distinct !{!48, !15}
!49 = distinct !{!49, !15}
!50 = distinct !{!50, !15}
!51 = distinct !{!51, !15}
!52 = distinct !{!52, !15}
!53 = distinct !{!53, !15}
!54 = distinct !{!54, !15}
!55 = distinct !{!55, !15}
!56 = distinct !{!56, !15}
!57 = distinct !{!57, !15}
!58 = distinct !{!58, !15}
!59 = distinct !{!59, !15}
!60 = distinct !{!60, !15}
!61 = distinct !{!61, !15}
