; ModuleID = 'diag_kernels.cpp'
source_filename = "diag_kernels.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [110 x i8] c"tilelang.v1;line=9;col=1;tile=128,128,64;buffer=A:shared,B:shared;pipeline=3;arrays=A,B;file=diag_kernels.cpp\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [112 x i8] c"tilelang.v1;line=19;col=1;tile=256,256,128;buffer=A:shared,B:shared;pipeline=2;arrays=A,B;file=diag_kernels.cpp\00", align 1
@.str.2 = private unnamed_addr addrspace(4) constant [95 x i8] c"tilelang.v1;line=30;col=1;tile=64,64;buffer=A:shared;pipeline=4;arrays=A;file=diag_kernels.cpp\00", align 1
@.str.3 = private unnamed_addr addrspace(4) constant [73 x i8] c"tilelang.v1;line=41;col=1;tile=32,64;threads=32,64;file=diag_kernels.cpp\00", align 1
@.str.4 = private unnamed_addr addrspace(4) constant [72 x i8] c"tilelang.v1;line=50;col=1;tile=32,32;threads=20,5;file=diag_kernels.cpp\00", align 1
@.str.5 = private unnamed_addr addrspace(4) constant [70 x i8] c"tilelang.v1;line=59;col=1;tile=32,32;threads=32;file=diag_kernels.cpp\00", align 1
@.str.6 = private unnamed_addr addrspace(4) constant [83 x i8] c"tilelang.v1;line=68;col=1;tile=100,64,32;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.7 = private unnamed_addr addrspace(4) constant [84 x i8] c"tilelang.v1;line=78;col=1;tile=128,128,64;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.8 = private unnamed_addr addrspace(4) constant [79 x i8] c"tilelang.v1;line=88;col=1;tile=32,32;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.9 = private unnamed_addr addrspace(4) constant [82 x i8] c"tilelang.v1;line=97;col=1;tile=64,64,32;compute=tensor_core;file=diag_kernels.cpp\00", align 1
@.str.10 = private unnamed_addr addrspace(4) constant [63 x i8] c"tilelang.v1;line=108;col=1;tile=64,64,64;file=diag_kernels.cpp\00", align 1
@.str.11 = private unnamed_addr addrspace(4) constant [63 x i8] c"tilelang.v1;line=119;col=1;tile=64,64,64;file=diag_kernels.cpp\00", align 1
@.str.12 = private unnamed_addr addrspace(4) constant [63 x i8] c"tilelang.v1;line=129;col=1;tile=64,64,64;file=diag_kernels.cpp\00", align 1
@.str.13 = private unnamed_addr addrspace(4) constant [57 x i8] c"tilelang.v1;line=139;col=1;tile=16;file=diag_kernels.cpp\00", align 1
@.str.14 = private unnamed_addr addrspace(4) constant [121 x i8] c"tilelang.v1;line=153;col=1;tile=128,128,32;buffer=A:shared,B:shared;compute=tensor_core;arrays=A,B;file=diag_kernels.cpp\00", align 1
@.str.15 = private unnamed_addr addrspace(4) constant [118 x i8] c"tilelang.v1;line=165;col=1;tile=auto,auto,auto;buffer=A:shared,B:shared,C:register;arrays=A,B,C;file=diag_kernels.cpp\00", align 1

; Function Attrs: convergent mustprogress nounwind
define hidden void @smem_196608(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !8
  store ptr %4, ptr %21, align 8, !tbaa !8
  store ptr %5, ptr %22, align 8, !tbaa !8
  %27 = load ptr, ptr %20, align 8, !tbaa !8
  %28 = load ptr, ptr %21, align 8, !tbaa !8
  %29 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str to ptr), ptr noundef %27, ptr noundef %28) #4
  switch i32 %29, label %30 [
  ]

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %31

31:                                               ; preds = %85, %30
  %32 = load i32, ptr %23, align 4, !tbaa !4
  %33 = load i32, ptr %17, align 4, !tbaa !4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %88

36:                                               ; preds = %31
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %81, %36
  %38 = load i32, ptr %25, align 4, !tbaa !4
  %39 = load i32, ptr %18, align 4, !tbaa !4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %42, label %41

41:                                               ; preds = %37
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %84

42:                                               ; preds = %37
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %43

43:                                               ; preds = %77, %42
  %44 = load i32, ptr %26, align 4, !tbaa !4
  %45 = load i32, ptr %19, align 4, !tbaa !4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %80

48:                                               ; preds = %43
  %49 = load ptr, ptr %20, align 8, !tbaa !8
  %50 = load i32, ptr %23, align 4, !tbaa !4
  %51 = load i32, ptr %19, align 4, !tbaa !4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %26, align 4, !tbaa !4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = load ptr, ptr %21, align 8, !tbaa !8
  %59 = load i32, ptr %26, align 4, !tbaa !4
  %60 = load i32, ptr %18, align 4, !tbaa !4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %25, align 4, !tbaa !4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %58, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = load ptr, ptr %22, align 8, !tbaa !8
  %68 = load i32, ptr %23, align 4, !tbaa !4
  %69 = load i32, ptr %18, align 4, !tbaa !4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %25, align 4, !tbaa !4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %67, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = call float @llvm.fmuladd.f32(float %57, float %66, float %75)
  store float %76, ptr %74, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %48
  %78 = load i32, ptr %26, align 4, !tbaa !4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %26, align 4, !tbaa !4
  br label %43, !llvm.loop !13

80:                                               ; preds = %47
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %25, align 4, !tbaa !4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %25, align 4, !tbaa !4
  br label %37, !llvm.loop !15

84:                                               ; preds = %41
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %23, align 4, !tbaa !4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %23, align 4, !tbaa !4
  br label %31, !llvm.loop !16

88:                                               ; preds = %35
  br label %89

89:                                               ; preds = %88
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @__tilelang_directive(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: convergent mustprogress nounwind
define hidden void @smem_524288(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !8
  store ptr %4, ptr %21, align 8, !tbaa !8
  store ptr %5, ptr %22, align 8, !tbaa !8
  %27 = load ptr, ptr %20, align 8, !tbaa !8
  %28 = load ptr, ptr %21, align 8, !tbaa !8
  %29 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.1 to ptr), ptr noundef %27, ptr noundef %28) #4
  switch i32 %29, label %30 [
  ]

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %31

31:                                               ; preds = %85, %30
  %32 = load i32, ptr %23, align 4, !tbaa !4
  %33 = load i32, ptr %17, align 4, !tbaa !4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %88

36:                                               ; preds = %31
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %81, %36
  %38 = load i32, ptr %25, align 4, !tbaa !4
  %39 = load i32, ptr %18, align 4, !tbaa !4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %42, label %41

41:                                               ; preds = %37
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %84

42:                                               ; preds = %37
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %43

43:                                               ; preds = %77, %42
  %44 = load i32, ptr %26, align 4, !tbaa !4
  %45 = load i32, ptr %19, align 4, !tbaa !4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %80

48:                                               ; preds = %43
  %49 = load ptr, ptr %20, align 8, !tbaa !8
  %50 = load i32, ptr %23, align 4, !tbaa !4
  %51 = load i32, ptr %19, align 4, !tbaa !4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %26, align 4, !tbaa !4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = load ptr, ptr %21, align 8, !tbaa !8
  %59 = load i32, ptr %26, align 4, !tbaa !4
  %60 = load i32, ptr %18, align 4, !tbaa !4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %25, align 4, !tbaa !4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %58, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = load ptr, ptr %22, align 8, !tbaa !8
  %68 = load i32, ptr %23, align 4, !tbaa !4
  %69 = load i32, ptr %18, align 4, !tbaa !4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %25, align 4, !tbaa !4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %67, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = call float @llvm.fmuladd.f32(float %57, float %66, float %75)
  store float %76, ptr %74, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %48
  %78 = load i32, ptr %26, align 4, !tbaa !4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %26, align 4, !tbaa !4
  br label %43, !llvm.loop !17

80:                                               ; preds = %47
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %25, align 4, !tbaa !4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %25, align 4, !tbaa !4
  br label %37, !llvm.loop !18

84:                                               ; preds = %41
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %23, align 4, !tbaa !4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %23, align 4, !tbaa !4
  br label %31, !llvm.loop !19

88:                                               ; preds = %35
  br label %89

89:                                               ; preds = %88
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @smem_halo(i32 noundef %0, ptr noalias noundef %1, ptr noalias noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %0, ptr %10, align 4, !tbaa !4
  store ptr %1, ptr %11, align 8, !tbaa !8
  store ptr %2, ptr %12, align 8, !tbaa !8
  %16 = load ptr, ptr %11, align 8, !tbaa !8
  %17 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.2 to ptr), ptr noundef %16) #4
  switch i32 %17, label %18 [
  ]

18:                                               ; preds = %3
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #5
  store i32 1, ptr %13, align 4, !tbaa !4
  br label %19

19:                                               ; preds = %99, %18
  %20 = load i32, ptr %13, align 4, !tbaa !4
  %21 = load i32, ptr %10, align 4, !tbaa !4
  %22 = sub nsw i32 %21, 1
  %23 = icmp slt i32 %20, %22
  br i1 %23, label %25, label %24

24:                                               ; preds = %19
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #5
  br label %102

25:                                               ; preds = %19
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 1, ptr %15, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %95, %25
  %27 = load i32, ptr %15, align 4, !tbaa !4
  %28 = load i32, ptr %10, align 4, !tbaa !4
  %29 = sub nsw i32 %28, 1
  %30 = icmp slt i32 %27, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %26
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %98

32:                                               ; preds = %26
  %33 = load ptr, ptr %11, align 8, !tbaa !8
  %34 = load i32, ptr %13, align 4, !tbaa !4
  %35 = load i32, ptr %10, align 4, !tbaa !4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %15, align 4, !tbaa !4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %33, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = load ptr, ptr %11, align 8, !tbaa !8
  %43 = load i32, ptr %13, align 4, !tbaa !4
  %44 = load i32, ptr %10, align 4, !tbaa !4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %15, align 4, !tbaa !4
  %47 = add nsw i32 %45, %46
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %42, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd float %41, %51
  %53 = load ptr, ptr %11, align 8, !tbaa !8
  %54 = load i32, ptr %13, align 4, !tbaa !4
  %55 = load i32, ptr %10, align 4, !tbaa !4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %15, align 4, !tbaa !4
  %58 = add nsw i32 %56, %57
  %59 = add nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %53, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = fadd float %52, %62
  %64 = load ptr, ptr %11, align 8, !tbaa !8
  %65 = load i32, ptr %13, align 4, !tbaa !4
  %66 = add nsw i32 %65, 1
  %67 = load i32, ptr %10, align 4, !tbaa !4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %15, align 4, !tbaa !4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %64, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = fadd float %63, %73
  %75 = load ptr, ptr %11, align 8, !tbaa !8
  %76 = load i32, ptr %13, align 4, !tbaa !4
  %77 = sub nsw i32 %76, 1
  %78 = load i32, ptr %10, align 4, !tbaa !4
  %79 = mul nsw i32 %77, %78
  %80 = load i32, ptr %15, align 4, !tbaa !4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %75, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fadd float %74, %84
  %86 = fmul float 0x3FC99999A0000000, %85
  %87 = load ptr, ptr %12, align 8, !tbaa !8
  %88 = load i32, ptr %13, align 4, !tbaa !4
  %89 = load i32, ptr %10, align 4, !tbaa !4
  %90 = mul nsw i32 %88, %89
  %91 = load i32, ptr %15, align 4, !tbaa !4
  %92 = add nsw i32 %90, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %87, i64 %93
  store float %86, ptr %94, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %32
  %96 = load i32, ptr %15, align 4, !tbaa !4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %15, align 4, !tbaa !4
  br label %26, !llvm.loop !20

98:                                               ; preds = %31
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %13, align 4, !tbaa !4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %13, align 4, !tbaa !4
  br label %19, !llvm.loop !21

102:                                              ; preds = %24
  br label %103

103:                                              ; preds = %102
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @threads_2048(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %0, ptr %12, align 4, !tbaa !4
  store i32 %1, ptr %13, align 4, !tbaa !4
  store ptr %2, ptr %14, align 8, !tbaa !8
  store ptr %3, ptr %15, align 8, !tbaa !8
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.3 to ptr)) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 0, ptr %16, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %55, %20
  %22 = load i32, ptr %16, align 4, !tbaa !4
  %23 = load i32, ptr %12, align 4, !tbaa !4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %58

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %18, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %51, %26
  %28 = load i32, ptr %18, align 4, !tbaa !4
  %29 = load i32, ptr %13, align 4, !tbaa !4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %54

32:                                               ; preds = %27
  %33 = load ptr, ptr %14, align 8, !tbaa !8
  %34 = load i32, ptr %16, align 4, !tbaa !4
  %35 = load i32, ptr %13, align 4, !tbaa !4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %33, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = fmul float 2.000000e+00, %41
  %43 = load ptr, ptr %15, align 8, !tbaa !8
  %44 = load i32, ptr %16, align 4, !tbaa !4
  %45 = load i32, ptr %13, align 4, !tbaa !4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %18, align 4, !tbaa !4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %43, i64 %49
  store float %42, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %32
  %52 = load i32, ptr %18, align 4, !tbaa !4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %18, align 4, !tbaa !4
  br label %27, !llvm.loop !22

54:                                               ; preds = %31
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %16, align 4, !tbaa !4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %16, align 4, !tbaa !4
  br label %21, !llvm.loop !23

58:                                               ; preds = %25
  br label %59

59:                                               ; preds = %58
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @threads_100(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %0, ptr %12, align 4, !tbaa !4
  store i32 %1, ptr %13, align 4, !tbaa !4
  store ptr %2, ptr %14, align 8, !tbaa !8
  store ptr %3, ptr %15, align 8, !tbaa !8
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.4 to ptr)) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 0, ptr %16, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %55, %20
  %22 = load i32, ptr %16, align 4, !tbaa !4
  %23 = load i32, ptr %12, align 4, !tbaa !4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %58

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %18, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %51, %26
  %28 = load i32, ptr %18, align 4, !tbaa !4
  %29 = load i32, ptr %13, align 4, !tbaa !4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %54

32:                                               ; preds = %27
  %33 = load ptr, ptr %14, align 8, !tbaa !8
  %34 = load i32, ptr %16, align 4, !tbaa !4
  %35 = load i32, ptr %13, align 4, !tbaa !4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %33, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = fmul float 2.000000e+00, %41
  %43 = load ptr, ptr %15, align 8, !tbaa !8
  %44 = load i32, ptr %16, align 4, !tbaa !4
  %45 = load i32, ptr %13, align 4, !tbaa !4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %18, align 4, !tbaa !4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %43, i64 %49
  store float %42, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %32
  %52 = load i32, ptr %18, align 4, !tbaa !4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %18, align 4, !tbaa !4
  br label %27, !llvm.loop !24

54:                                               ; preds = %31
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %16, align 4, !tbaa !4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %16, align 4, !tbaa !4
  br label %21, !llvm.loop !25

58:                                               ; preds = %25
  br label %59

59:                                               ; preds = %58
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @threads_32(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %0, ptr %12, align 4, !tbaa !4
  store i32 %1, ptr %13, align 4, !tbaa !4
  store ptr %2, ptr %14, align 8, !tbaa !8
  store ptr %3, ptr %15, align 8, !tbaa !8
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.5 to ptr)) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 0, ptr %16, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %55, %20
  %22 = load i32, ptr %16, align 4, !tbaa !4
  %23 = load i32, ptr %12, align 4, !tbaa !4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %58

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %18, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %51, %26
  %28 = load i32, ptr %18, align 4, !tbaa !4
  %29 = load i32, ptr %13, align 4, !tbaa !4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %54

32:                                               ; preds = %27
  %33 = load ptr, ptr %14, align 8, !tbaa !8
  %34 = load i32, ptr %16, align 4, !tbaa !4
  %35 = load i32, ptr %13, align 4, !tbaa !4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %33, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = fmul float 2.000000e+00, %41
  %43 = load ptr, ptr %15, align 8, !tbaa !8
  %44 = load i32, ptr %16, align 4, !tbaa !4
  %45 = load i32, ptr %13, align 4, !tbaa !4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %18, align 4, !tbaa !4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %43, i64 %49
  store float %42, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %32
  %52 = load i32, ptr %18, align 4, !tbaa !4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %18, align 4, !tbaa !4
  br label %27, !llvm.loop !26

54:                                               ; preds = %31
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %16, align 4, !tbaa !4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %16, align 4, !tbaa !4
  br label %21, !llvm.loop !27

58:                                               ; preds = %25
  br label %59

59:                                               ; preds = %58
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @tc_100(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !8
  store ptr %4, ptr %21, align 8, !tbaa !8
  store ptr %5, ptr %22, align 8, !tbaa !8
  %27 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.6 to ptr)) #4
  switch i32 %27, label %28 [
  ]

28:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %83, %28
  %30 = load i32, ptr %23, align 4, !tbaa !4
  %31 = load i32, ptr %17, align 4, !tbaa !4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %86

34:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %35

35:                                               ; preds = %79, %34
  %36 = load i32, ptr %25, align 4, !tbaa !4
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %82

40:                                               ; preds = %35
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %41

41:                                               ; preds = %75, %40
  %42 = load i32, ptr %26, align 4, !tbaa !4
  %43 = load i32, ptr %19, align 4, !tbaa !4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %78

46:                                               ; preds = %41
  %47 = load ptr, ptr %20, align 8, !tbaa !8
  %48 = load i32, ptr %23, align 4, !tbaa !4
  %49 = load i32, ptr %19, align 4, !tbaa !4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %26, align 4, !tbaa !4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %47, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = load ptr, ptr %21, align 8, !tbaa !8
  %57 = load i32, ptr %26, align 4, !tbaa !4
  %58 = load i32, ptr %18, align 4, !tbaa !4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %25, align 4, !tbaa !4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %56, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = load ptr, ptr %22, align 8, !tbaa !8
  %66 = load i32, ptr %23, align 4, !tbaa !4
  %67 = load i32, ptr %18, align 4, !tbaa !4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %25, align 4, !tbaa !4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %65, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = call float @llvm.fmuladd.f32(float %55, float %64, float %73)
  store float %74, ptr %72, align 4, !tbaa !11
  br label %75

75:                                               ; preds = %46
  %76 = load i32, ptr %26, align 4, !tbaa !4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %26, align 4, !tbaa !4
  br label %41, !llvm.loop !28

78:                                               ; preds = %45
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %25, align 4, !tbaa !4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %25, align 4, !tbaa !4
  br label %35, !llvm.loop !29

82:                                               ; preds = %39
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %23, align 4, !tbaa !4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %23, align 4, !tbaa !4
  br label %29, !llvm.loop !30

86:                                               ; preds = %33
  br label %87

87:                                               ; preds = %86
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @tc_ok(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !8
  store ptr %4, ptr %21, align 8, !tbaa !8
  store ptr %5, ptr %22, align 8, !tbaa !8
  %27 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.7 to ptr)) #4
  switch i32 %27, label %28 [
  ]

28:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %83, %28
  %30 = load i32, ptr %23, align 4, !tbaa !4
  %31 = load i32, ptr %17, align 4, !tbaa !4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %86

34:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %35

35:                                               ; preds = %79, %34
  %36 = load i32, ptr %25, align 4, !tbaa !4
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %82

40:                                               ; preds = %35
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %41

41:                                               ; preds = %75, %40
  %42 = load i32, ptr %26, align 4, !tbaa !4
  %43 = load i32, ptr %19, align 4, !tbaa !4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %78

46:                                               ; preds = %41
  %47 = load ptr, ptr %20, align 8, !tbaa !8
  %48 = load i32, ptr %23, align 4, !tbaa !4
  %49 = load i32, ptr %19, align 4, !tbaa !4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %26, align 4, !tbaa !4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %47, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = load ptr, ptr %21, align 8, !tbaa !8
  %57 = load i32, ptr %26, align 4, !tbaa !4
  %58 = load i32, ptr %18, align 4, !tbaa !4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %25, align 4, !tbaa !4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %56, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = load ptr, ptr %22, align 8, !tbaa !8
  %66 = load i32, ptr %23, align 4, !tbaa !4
  %67 = load i32, ptr %18, align 4, !tbaa !4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %25, align 4, !tbaa !4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %65, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = call float @llvm.fmuladd.f32(float %55, float %64, float %73)
  store float %74, ptr %72, align 4, !tbaa !11
  br label %75

75:                                               ; preds = %46
  %76 = load i32, ptr %26, align 4, !tbaa !4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %26, align 4, !tbaa !4
  br label %41, !llvm.loop !31

78:                                               ; preds = %45
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %25, align 4, !tbaa !4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %25, align 4, !tbaa !4
  br label %35, !llvm.loop !32

82:                                               ; preds = %39
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %23, align 4, !tbaa !4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %23, align 4, !tbaa !4
  br label %29, !llvm.loop !33

86:                                               ; preds = %33
  br label %87

87:                                               ; preds = %86
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @tc_transpose(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  %18 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %0, ptr %12, align 4, !tbaa !4
  store i32 %1, ptr %13, align 4, !tbaa !4
  store ptr %2, ptr %14, align 8, !tbaa !8
  store ptr %3, ptr %15, align 8, !tbaa !8
  %19 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.8 to ptr)) #4
  switch i32 %19, label %20 [
  ]

20:                                               ; preds = %4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 0, ptr %16, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %54, %20
  %22 = load i32, ptr %16, align 4, !tbaa !4
  %23 = load i32, ptr %12, align 4, !tbaa !4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store i32 3, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %57

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %18, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %50, %26
  %28 = load i32, ptr %18, align 4, !tbaa !4
  %29 = load i32, ptr %13, align 4, !tbaa !4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 6, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %53

32:                                               ; preds = %27
  %33 = load ptr, ptr %14, align 8, !tbaa !8
  %34 = load i32, ptr %16, align 4, !tbaa !4
  %35 = load i32, ptr %13, align 4, !tbaa !4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %33, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = load ptr, ptr %15, align 8, !tbaa !8
  %43 = load i32, ptr %18, align 4, !tbaa !4
  %44 = load i32, ptr %12, align 4, !tbaa !4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %16, align 4, !tbaa !4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %42, i64 %48
  store float %41, ptr %49, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %32
  %51 = load i32, ptr %18, align 4, !tbaa !4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %18, align 4, !tbaa !4
  br label %27, !llvm.loop !34

53:                                               ; preds = %31
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %16, align 4, !tbaa !4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %16, align 4, !tbaa !4
  br label %21, !llvm.loop !35

57:                                               ; preds = %25
  br label %58

58:                                               ; preds = %57
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @tc_int32(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !36
  store ptr %4, ptr %21, align 8, !tbaa !36
  store ptr %5, ptr %22, align 8, !tbaa !36
  %27 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.9 to ptr)) #4
  switch i32 %27, label %28 [
  ]

28:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %84, %28
  %30 = load i32, ptr %23, align 4, !tbaa !4
  %31 = load i32, ptr %17, align 4, !tbaa !4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %87

34:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %35

35:                                               ; preds = %80, %34
  %36 = load i32, ptr %25, align 4, !tbaa !4
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %83

40:                                               ; preds = %35
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %41

41:                                               ; preds = %76, %40
  %42 = load i32, ptr %26, align 4, !tbaa !4
  %43 = load i32, ptr %19, align 4, !tbaa !4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %79

46:                                               ; preds = %41
  %47 = load ptr, ptr %20, align 8, !tbaa !36
  %48 = load i32, ptr %23, align 4, !tbaa !4
  %49 = load i32, ptr %19, align 4, !tbaa !4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %26, align 4, !tbaa !4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %47, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !4
  %56 = load ptr, ptr %21, align 8, !tbaa !36
  %57 = load i32, ptr %26, align 4, !tbaa !4
  %58 = load i32, ptr %18, align 4, !tbaa !4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %25, align 4, !tbaa !4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %56, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !4
  %65 = mul nsw i32 %55, %64
  %66 = load ptr, ptr %22, align 8, !tbaa !36
  %67 = load i32, ptr %23, align 4, !tbaa !4
  %68 = load i32, ptr %18, align 4, !tbaa !4
  %69 = mul nsw i32 %67, %68
  %70 = load i32, ptr %25, align 4, !tbaa !4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %66, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !4
  %75 = add nsw i32 %74, %65
  store i32 %75, ptr %73, align 4, !tbaa !4
  br label %76

76:                                               ; preds = %46
  %77 = load i32, ptr %26, align 4, !tbaa !4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %26, align 4, !tbaa !4
  br label %41, !llvm.loop !38

79:                                               ; preds = %45
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %25, align 4, !tbaa !4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %25, align 4, !tbaa !4
  br label %35, !llvm.loop !39

83:                                               ; preds = %39
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %23, align 4, !tbaa !4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %23, align 4, !tbaa !4
  br label %29, !llvm.loop !40

87:                                               ; preds = %33
  br label %88

88:                                               ; preds = %87
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @i8_long(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #0 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %0, ptr %15, align 4, !tbaa !4
  store i32 %1, ptr %16, align 4, !tbaa !4
  store ptr %2, ptr %17, align 8, !tbaa !41
  store ptr %3, ptr %18, align 8, !tbaa !41
  store ptr %4, ptr %19, align 8, !tbaa !36
  %24 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.10 to ptr)) #4
  switch i32 %24, label %25 [
  ]

25:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %20, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %81, %25
  %27 = load i32, ptr %20, align 4, !tbaa !4
  %28 = load i32, ptr %15, align 4, !tbaa !4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %31, label %30

30:                                               ; preds = %26
  store i32 3, ptr %21, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %84

31:                                               ; preds = %26
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %22, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %77, %31
  %33 = load i32, ptr %22, align 4, !tbaa !4
  %34 = load i32, ptr %16, align 4, !tbaa !4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %32
  store i32 6, ptr %21, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %80

37:                                               ; preds = %32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %14) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %38

38:                                               ; preds = %73, %37
  %39 = load i32, ptr %23, align 4, !tbaa !4
  %40 = icmp slt i32 %39, 262144
  br i1 %40, label %42, label %41

41:                                               ; preds = %38
  store i32 9, ptr %21, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %14) #5
  br label %76

42:                                               ; preds = %38
  %43 = load ptr, ptr %17, align 8, !tbaa !41
  %44 = load i32, ptr %20, align 4, !tbaa !4
  %45 = mul nsw i32 %44, 262144
  %46 = load i32, ptr %23, align 4, !tbaa !4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %43, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !43
  %51 = sext i8 %50 to i32
  %52 = load ptr, ptr %18, align 8, !tbaa !41
  %53 = load i32, ptr %23, align 4, !tbaa !4
  %54 = load i32, ptr %16, align 4, !tbaa !4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %22, align 4, !tbaa !4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %52, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !43
  %61 = sext i8 %60 to i32
  %62 = mul nsw i32 %51, %61
  %63 = load ptr, ptr %19, align 8, !tbaa !36
  %64 = load i32, ptr %20, align 4, !tbaa !4
  %65 = load i32, ptr %16, align 4, !tbaa !4
  %66 = mul nsw i32 %64, %65
  %67 = load i32, ptr %22, align 4, !tbaa !4
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %63, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = add nsw i32 %71, %62
  store i32 %72, ptr %70, align 4, !tbaa !4
  br label %73

73:                                               ; preds = %42
  %74 = load i32, ptr %23, align 4, !tbaa !4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %23, align 4, !tbaa !4
  br label %38, !llvm.loop !44

76:                                               ; preds = %41
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %22, align 4, !tbaa !4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %22, align 4, !tbaa !4
  br label %32, !llvm.loop !45

80:                                               ; preds = %36
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %20, align 4, !tbaa !4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %20, align 4, !tbaa !4
  br label %26, !llvm.loop !46

84:                                               ; preds = %30
  br label %85

85:                                               ; preds = %84
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @i8_runtime(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !41
  store ptr %4, ptr %21, align 8, !tbaa !41
  store ptr %5, ptr %22, align 8, !tbaa !36
  %27 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.11 to ptr)) #4
  switch i32 %27, label %28 [
  ]

28:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %86, %28
  %30 = load i32, ptr %23, align 4, !tbaa !4
  %31 = load i32, ptr %17, align 4, !tbaa !4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %89

34:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %35

35:                                               ; preds = %82, %34
  %36 = load i32, ptr %25, align 4, !tbaa !4
  %37 = load i32, ptr %18, align 4, !tbaa !4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %85

40:                                               ; preds = %35
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %41

41:                                               ; preds = %78, %40
  %42 = load i32, ptr %26, align 4, !tbaa !4
  %43 = load i32, ptr %19, align 4, !tbaa !4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %81

46:                                               ; preds = %41
  %47 = load ptr, ptr %20, align 8, !tbaa !41
  %48 = load i32, ptr %23, align 4, !tbaa !4
  %49 = load i32, ptr %19, align 4, !tbaa !4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %26, align 4, !tbaa !4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %47, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !43
  %56 = sext i8 %55 to i32
  %57 = load ptr, ptr %21, align 8, !tbaa !41
  %58 = load i32, ptr %26, align 4, !tbaa !4
  %59 = load i32, ptr %18, align 4, !tbaa !4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %25, align 4, !tbaa !4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %57, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !43
  %66 = sext i8 %65 to i32
  %67 = mul nsw i32 %56, %66
  %68 = load ptr, ptr %22, align 8, !tbaa !36
  %69 = load i32, ptr %23, align 4, !tbaa !4
  %70 = load i32, ptr %18, align 4, !tbaa !4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %25, align 4, !tbaa !4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %68, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !4
  %77 = add nsw i32 %76, %67
  store i32 %77, ptr %75, align 4, !tbaa !4
  br label %78

78:                                               ; preds = %46
  %79 = load i32, ptr %26, align 4, !tbaa !4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %26, align 4, !tbaa !4
  br label %41, !llvm.loop !47

81:                                               ; preds = %45
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %25, align 4, !tbaa !4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %25, align 4, !tbaa !4
  br label %35, !llvm.loop !48

85:                                               ; preds = %39
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %23, align 4, !tbaa !4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %23, align 4, !tbaa !4
  br label %29, !llvm.loop !49

89:                                               ; preds = %33
  br label %90

90:                                               ; preds = %89
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @i8_limit(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #0 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %0, ptr %15, align 4, !tbaa !4
  store i32 %1, ptr %16, align 4, !tbaa !4
  store ptr %2, ptr %17, align 8, !tbaa !41
  store ptr %3, ptr %18, align 8, !tbaa !41
  store ptr %4, ptr %19, align 8, !tbaa !36
  %24 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.12 to ptr)) #4
  switch i32 %24, label %25 [
  ]

25:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %20, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %81, %25
  %27 = load i32, ptr %20, align 4, !tbaa !4
  %28 = load i32, ptr %15, align 4, !tbaa !4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %31, label %30

30:                                               ; preds = %26
  store i32 3, ptr %21, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %84

31:                                               ; preds = %26
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %22, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %77, %31
  %33 = load i32, ptr %22, align 4, !tbaa !4
  %34 = load i32, ptr %16, align 4, !tbaa !4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %32
  store i32 6, ptr %21, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %80

37:                                               ; preds = %32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %14) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %38

38:                                               ; preds = %73, %37
  %39 = load i32, ptr %23, align 4, !tbaa !4
  %40 = icmp slt i32 %39, 131072
  br i1 %40, label %42, label %41

41:                                               ; preds = %38
  store i32 9, ptr %21, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %14) #5
  br label %76

42:                                               ; preds = %38
  %43 = load ptr, ptr %17, align 8, !tbaa !41
  %44 = load i32, ptr %20, align 4, !tbaa !4
  %45 = mul nsw i32 %44, 131072
  %46 = load i32, ptr %23, align 4, !tbaa !4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %43, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !43
  %51 = sext i8 %50 to i32
  %52 = load ptr, ptr %18, align 8, !tbaa !41
  %53 = load i32, ptr %23, align 4, !tbaa !4
  %54 = load i32, ptr %16, align 4, !tbaa !4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %22, align 4, !tbaa !4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %52, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !43
  %61 = sext i8 %60 to i32
  %62 = mul nsw i32 %51, %61
  %63 = load ptr, ptr %19, align 8, !tbaa !36
  %64 = load i32, ptr %20, align 4, !tbaa !4
  %65 = load i32, ptr %16, align 4, !tbaa !4
  %66 = mul nsw i32 %64, %65
  %67 = load i32, ptr %22, align 4, !tbaa !4
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %63, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !4
  %72 = add nsw i32 %71, %62
  store i32 %72, ptr %70, align 4, !tbaa !4
  br label %73

73:                                               ; preds = %42
  %74 = load i32, ptr %23, align 4, !tbaa !4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %23, align 4, !tbaa !4
  br label %38, !llvm.loop !50

76:                                               ; preds = %41
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %22, align 4, !tbaa !4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %22, align 4, !tbaa !4
  br label %32, !llvm.loop !51

80:                                               ; preds = %36
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %20, align 4, !tbaa !4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %20, align 4, !tbaa !4
  br label %26, !llvm.loop !52

84:                                               ; preds = %30
  br label %85

85:                                               ; preds = %84
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @u8_dot(i32 noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  store i32 %0, ptr %13, align 4, !tbaa !4
  store ptr %1, ptr %14, align 8, !tbaa !41
  store ptr %2, ptr %15, align 8, !tbaa !41
  store ptr %3, ptr %16, align 8, !tbaa !36
  %21 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.13 to ptr)) #4
  switch i32 %21, label %22 [
  ]

22:                                               ; preds = %4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 0, ptr %17, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %61, %22
  %24 = load i32, ptr %17, align 4, !tbaa !4
  %25 = load i32, ptr %13, align 4, !tbaa !4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %28, label %27

27:                                               ; preds = %23
  store i32 3, ptr %18, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %64

28:                                               ; preds = %23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %19, align 4, !tbaa !4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #5
  store i32 0, ptr %20, align 4, !tbaa !4
  br label %29

29:                                               ; preds = %52, %28
  %30 = load i32, ptr %20, align 4, !tbaa !4
  %31 = icmp slt i32 %30, 200000
  br i1 %31, label %33, label %32

32:                                               ; preds = %29
  store i32 6, ptr %18, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #5
  br label %55

33:                                               ; preds = %29
  %34 = load ptr, ptr %14, align 8, !tbaa !41
  %35 = load i32, ptr %17, align 4, !tbaa !4
  %36 = mul nsw i32 %35, 200000
  %37 = load i32, ptr %20, align 4, !tbaa !4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %34, i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !43
  %42 = zext i8 %41 to i32
  %43 = load ptr, ptr %15, align 8, !tbaa !41
  %44 = load i32, ptr %20, align 4, !tbaa !4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %43, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !43
  %48 = sext i8 %47 to i32
  %49 = mul nsw i32 %42, %48
  %50 = load i32, ptr %19, align 4, !tbaa !4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %19, align 4, !tbaa !4
  br label %52

52:                                               ; preds = %33
  %53 = load i32, ptr %20, align 4, !tbaa !4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %20, align 4, !tbaa !4
  br label %29, !llvm.loop !53

55:                                               ; preds = %32
  %56 = load i32, ptr %19, align 4, !tbaa !4
  %57 = load ptr, ptr %16, align 8, !tbaa !36
  %58 = load i32, ptr %17, align 4, !tbaa !4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  store i32 %56, ptr %60, align 4, !tbaa !4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %61

61:                                               ; preds = %55
  %62 = load i32, ptr %17, align 4, !tbaa !4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %17, align 4, !tbaa !4
  br label %23, !llvm.loop !54

64:                                               ; preds = %27
  br label %65

65:                                               ; preds = %64
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @tc_staged(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  %25 = addrspacecast ptr addrspace(5) %15 to ptr
  %26 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store i32 %2, ptr %19, align 4, !tbaa !4
  store ptr %3, ptr %20, align 8, !tbaa !8
  store ptr %4, ptr %21, align 8, !tbaa !8
  store ptr %5, ptr %22, align 8, !tbaa !8
  %27 = load ptr, ptr %20, align 8, !tbaa !8
  %28 = load ptr, ptr %21, align 8, !tbaa !8
  %29 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.14 to ptr), ptr noundef %27, ptr noundef %28) #4
  switch i32 %29, label %30 [
  ]

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %31

31:                                               ; preds = %85, %30
  %32 = load i32, ptr %23, align 4, !tbaa !4
  %33 = load i32, ptr %17, align 4, !tbaa !4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %88

36:                                               ; preds = %31
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %81, %36
  %38 = load i32, ptr %25, align 4, !tbaa !4
  %39 = load i32, ptr %18, align 4, !tbaa !4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %42, label %41

41:                                               ; preds = %37
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %84

42:                                               ; preds = %37
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %43

43:                                               ; preds = %77, %42
  %44 = load i32, ptr %26, align 4, !tbaa !4
  %45 = load i32, ptr %19, align 4, !tbaa !4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %80

48:                                               ; preds = %43
  %49 = load ptr, ptr %20, align 8, !tbaa !8
  %50 = load i32, ptr %23, align 4, !tbaa !4
  %51 = load i32, ptr %19, align 4, !tbaa !4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %26, align 4, !tbaa !4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = load ptr, ptr %21, align 8, !tbaa !8
  %59 = load i32, ptr %26, align 4, !tbaa !4
  %60 = load i32, ptr %18, align 4, !tbaa !4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %25, align 4, !tbaa !4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %58, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = load ptr, ptr %22, align 8, !tbaa !8
  %68 = load i32, ptr %23, align 4, !tbaa !4
  %69 = load i32, ptr %18, align 4, !tbaa !4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %25, align 4, !tbaa !4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %67, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = call float @llvm.fmuladd.f32(float %57, float %66, float %75)
  store float %76, ptr %74, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %48
  %78 = load i32, ptr %26, align 4, !tbaa !4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %26, align 4, !tbaa !4
  br label %43, !llvm.loop !55

80:                                               ; preds = %47
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %25, align 4, !tbaa !4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %25, align 4, !tbaa !4
  br label %37, !llvm.loop !56

84:                                               ; preds = %41
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %23, align 4, !tbaa !4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %23, align 4, !tbaa !4
  br label %31, !llvm.loop !57

88:                                               ; preds = %35
  br label %89

89:                                               ; preds = %88
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define hidden void @gemm_1000(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr %0, ptr %11, align 8, !tbaa !8
  store ptr %1, ptr %12, align 8, !tbaa !8
  store ptr %2, ptr %13, align 8, !tbaa !8
  %18 = load ptr, ptr %11, align 8, !tbaa !8
  %19 = load ptr, ptr %12, align 8, !tbaa !8
  %20 = load ptr, ptr %13, align 8, !tbaa !8
  %21 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.15 to ptr), ptr noundef %18, ptr noundef %19, ptr noundef %20) #4
  switch i32 %21, label %22 [
  ]

22:                                               ; preds = %3
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %7) #5
  store i32 0, ptr %14, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %71, %22
  %24 = load i32, ptr %14, align 4, !tbaa !4
  %25 = icmp slt i32 %24, 1000
  br i1 %25, label %27, label %26

26:                                               ; preds = %23
  store i32 3, ptr %15, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %7) #5
  br label %74

27:                                               ; preds = %23
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #5
  store i32 0, ptr %16, align 4, !tbaa !4
  br label %28

28:                                               ; preds = %67, %27
  %29 = load i32, ptr %16, align 4, !tbaa !4
  %30 = icmp slt i32 %29, 1000
  br i1 %30, label %32, label %31

31:                                               ; preds = %28
  store i32 6, ptr %15, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #5
  br label %70

32:                                               ; preds = %28
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %10) #5
  store i32 0, ptr %17, align 4, !tbaa !4
  br label %33

33:                                               ; preds = %63, %32
  %34 = load i32, ptr %17, align 4, !tbaa !4
  %35 = icmp slt i32 %34, 1000
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  store i32 9, ptr %15, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %10) #5
  br label %66

37:                                               ; preds = %33
  %38 = load ptr, ptr %11, align 8, !tbaa !8
  %39 = load i32, ptr %14, align 4, !tbaa !4
  %40 = mul nsw i32 %39, 1000
  %41 = load i32, ptr %17, align 4, !tbaa !4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %38, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = load ptr, ptr %12, align 8, !tbaa !8
  %47 = load i32, ptr %17, align 4, !tbaa !4
  %48 = mul nsw i32 %47, 1000
  %49 = load i32, ptr %16, align 4, !tbaa !4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %46, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = load ptr, ptr %13, align 8, !tbaa !8
  %55 = load i32, ptr %14, align 4, !tbaa !4
  %56 = mul nsw i32 %55, 1000
  %57 = load i32, ptr %16, align 4, !tbaa !4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %54, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = call float @llvm.fmuladd.f32(float %45, float %53, float %61)
  store float %62, ptr %60, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %37
  %64 = load i32, ptr %17, align 4, !tbaa !4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %17, align 4, !tbaa !4
  br label %33, !llvm.loop !58

66:                                               ; preds = %36
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %16, align 4, !tbaa !4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %16, align 4, !tbaa !4
  br label %28, !llvm.loop !59

70:                                               ; preds = %31
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %14, align 4, !tbaa !4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %14, align 4, !tbaa !4
  br label %23, !llvm.loop !60

74:                                               ; preds = %26
  br label %75

75:                                               ; preds = %74
  ret void
}

attributes #0 = { convergent mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"p1 float", !10, i64 0}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !6, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = !{!37, !37, i64 0}
!37 = !{!"p1 int", !10, i64 0}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = !{!42, !42, i64 0}
!42 = !{!"p1 omnipotent char", !10, i64 0}
!43 = !{!6, !6, i64 0}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
!49 = distinct !{!49, !14}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !14}
!52 = distinct !{!52, !14}
!53 = distinct !{!53, !14}
!54 = distinct !{!54, !14}
!55 = distinct !{!55, !14}
!56 = distinct !{!56, !14}
!57 = distinct !{!57, !14}
!58 = distinct !{!58, !14}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !14}
