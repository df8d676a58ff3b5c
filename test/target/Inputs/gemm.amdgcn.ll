; ModuleID = 'gemm.cpp'
source_filename = "gemm.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [109 x i8] c"tilelang.v1;line=15;col=1;tile=auto,auto,auto;buffer=A:shared,B:shared,C:register;arrays=A,B,C;file=gemm.cpp\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [109 x i8] c"tilelang.v1;line=26;col=1;tile=auto,auto,auto;buffer=A:shared,B:shared,C:register;arrays=A,B,C;file=gemm.cpp\00", align 1

; Function Attrs: convergent mustprogress nounwind
define hidden void @gemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
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
  %29 = load ptr, ptr %22, align 8, !tbaa !8
  %30 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str to ptr), ptr noundef %27, ptr noundef %28, ptr noundef %29) #4
  switch i32 %30, label %31 [
  ]

31:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %86, %31
  %33 = load i32, ptr %23, align 4, !tbaa !4
  %34 = load i32, ptr %17, align 4, !tbaa !4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %32
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %89

37:                                               ; preds = %32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %38

38:                                               ; preds = %82, %37
  %39 = load i32, ptr %25, align 4, !tbaa !4
  %40 = load i32, ptr %18, align 4, !tbaa !4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %43, label %42

42:                                               ; preds = %38
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %85

43:                                               ; preds = %38
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %44

44:                                               ; preds = %78, %43
  %45 = load i32, ptr %26, align 4, !tbaa !4
  %46 = load i32, ptr %19, align 4, !tbaa !4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %49, label %48

48:                                               ; preds = %44
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %81

49:                                               ; preds = %44
  %50 = load ptr, ptr %20, align 8, !tbaa !8
  %51 = load i32, ptr %23, align 4, !tbaa !4
  %52 = load i32, ptr %19, align 4, !tbaa !4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %26, align 4, !tbaa !4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %50, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = load ptr, ptr %21, align 8, !tbaa !8
  %60 = load i32, ptr %26, align 4, !tbaa !4
  %61 = load i32, ptr %18, align 4, !tbaa !4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %25, align 4, !tbaa !4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %59, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = load ptr, ptr %22, align 8, !tbaa !8
  %69 = load i32, ptr %23, align 4, !tbaa !4
  %70 = load i32, ptr %18, align 4, !tbaa !4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %25, align 4, !tbaa !4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %68, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = call float @llvm.fmuladd.f32(float %58, float %67, float %76)
  store float %77, ptr %75, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %49
  %79 = load i32, ptr %26, align 4, !tbaa !4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %26, align 4, !tbaa !4
  br label %44, !llvm.loop !13

81:                                               ; preds = %48
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %25, align 4, !tbaa !4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %25, align 4, !tbaa !4
  br label %38, !llvm.loop !15

85:                                               ; preds = %42
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %23, align 4, !tbaa !4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %23, align 4, !tbaa !4
  br label %32, !llvm.loop !16

89:                                               ; preds = %36
  br label %90

90:                                               ; preds = %89
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
define hidden void @igemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
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
  store ptr %3, ptr %20, align 8, !tbaa !17
  store ptr %4, ptr %21, align 8, !tbaa !17
  store ptr %5, ptr %22, align 8, !tbaa !17
  %27 = load ptr, ptr %20, align 8, !tbaa !17
  %28 = load ptr, ptr %21, align 8, !tbaa !17
  %29 = load ptr, ptr %22, align 8, !tbaa !17
  %30 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.1 to ptr), ptr noundef %27, ptr noundef %28, ptr noundef %29) #4
  switch i32 %30, label %31 [
  ]

31:                                               ; preds = %6
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %23, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %87, %31
  %33 = load i32, ptr %23, align 4, !tbaa !4
  %34 = load i32, ptr %17, align 4, !tbaa !4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %37, label %36

36:                                               ; preds = %32
  store i32 3, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %90

37:                                               ; preds = %32
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %25, align 4, !tbaa !4
  br label %38

38:                                               ; preds = %83, %37
  %39 = load i32, ptr %25, align 4, !tbaa !4
  %40 = load i32, ptr %18, align 4, !tbaa !4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %43, label %42

42:                                               ; preds = %38
  store i32 6, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %86

43:                                               ; preds = %38
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %44

44:                                               ; preds = %79, %43
  %45 = load i32, ptr %26, align 4, !tbaa !4
  %46 = load i32, ptr %19, align 4, !tbaa !4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %49, label %48

48:                                               ; preds = %44
  store i32 9, ptr %24, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %82

49:                                               ; preds = %44
  %50 = load ptr, ptr %20, align 8, !tbaa !17
  %51 = load i32, ptr %23, align 4, !tbaa !4
  %52 = load i32, ptr %19, align 4, !tbaa !4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %26, align 4, !tbaa !4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %50, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !4
  %59 = load ptr, ptr %21, align 8, !tbaa !17
  %60 = load i32, ptr %26, align 4, !tbaa !4
  %61 = load i32, ptr %18, align 4, !tbaa !4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %25, align 4, !tbaa !4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %59, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = mul nsw i32 %58, %67
  %69 = load ptr, ptr %22, align 8, !tbaa !17
  %70 = load i32, ptr %23, align 4, !tbaa !4
  %71 = load i32, ptr %18, align 4, !tbaa !4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr %25, align 4, !tbaa !4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %69, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = add nsw i32 %77, %68
  store i32 %78, ptr %76, align 4, !tbaa !4
  br label %79

79:                                               ; preds = %49
  %80 = load i32, ptr %26, align 4, !tbaa !4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %26, align 4, !tbaa !4
  br label %44, !llvm.loop !19

82:                                               ; preds = %48
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %25, align 4, !tbaa !4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %25, align 4, !tbaa !4
  br label %38, !llvm.loop !20

86:                                               ; preds = %42
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %23, align 4, !tbaa !4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %23, align 4, !tbaa !4
  br label %32, !llvm.loop !21

90:                                               ; preds = %36
  br label %91

91:                                               ; preds = %90
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
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 int", !10, i64 0}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
