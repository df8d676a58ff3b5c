; ModuleID = 'gemm.cpp'
source_filename = "gemm.cpp"

@.str = private unnamed_addr constant [109 x i8] c"tilelang.v1;line=15;col=1;tile=auto,auto,auto;buffer=A:shared,B:shared,C:register;arrays=A,B,C;file=gemm.cpp\00", align 1
@.str.1 = private unnamed_addr constant [109 x i8] c"tilelang.v1;line=26;col=1;tile=auto,auto,auto;buffer=A:shared,B:shared,C:register;arrays=A,B,C;file=gemm.cpp\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @gemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
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
  %19 = load ptr, ptr %12, align 8, !tbaa !9
  %20 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %17, ptr noundef %18, ptr noundef %19) #4
  switch i32 %20, label %21 [
  ]

21:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %76, %21
  %23 = load i32, ptr %13, align 4, !tbaa !5
  %24 = load i32, ptr %7, align 4, !tbaa !5
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %27, label %26

26:                                               ; preds = %22
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %79

27:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %72, %27
  %29 = load i32, ptr %15, align 4, !tbaa !5
  %30 = load i32, ptr %8, align 4, !tbaa !5
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %28
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %75

33:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %68, %33
  %35 = load i32, ptr %16, align 4, !tbaa !5
  %36 = load i32, ptr %9, align 4, !tbaa !5
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %39, label %38

38:                                               ; preds = %34
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %71

39:                                               ; preds = %34
  %40 = load ptr, ptr %10, align 8, !tbaa !9
  %41 = load i32, ptr %13, align 4, !tbaa !5
  %42 = load i32, ptr %9, align 4, !tbaa !5
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %16, align 4, !tbaa !5
  %45 = add nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %40, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !12
  %49 = load ptr, ptr %11, align 8, !tbaa !9
  %50 = load i32, ptr %16, align 4, !tbaa !5
  %51 = load i32, ptr %8, align 4, !tbaa !5
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %15, align 4, !tbaa !5
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !12
  %58 = load ptr, ptr %12, align 8, !tbaa !9
  %59 = load i32, ptr %13, align 4, !tbaa !5
  %60 = load i32, ptr %8, align 4, !tbaa !5
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %15, align 4, !tbaa !5
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %58, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !12
  %67 = call float @llvm.fmuladd.f32(float %48, float %57, float %66)
  store float %67, ptr %65, align 4, !tbaa !12
  br label %68

68:                                               ; preds = %39
  %69 = load i32, ptr %16, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %16, align 4, !tbaa !5
  br label %34, !llvm.loop !14

71:                                               ; preds = %38
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %15, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %15, align 4, !tbaa !5
  br label %28, !llvm.loop !16

75:                                               ; preds = %32
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %13, align 4, !tbaa !5
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %13, align 4, !tbaa !5
  br label %22, !llvm.loop !17

79:                                               ; preds = %26
  br label %80

80:                                               ; preds = %79
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
define dso_local void @igemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) #0 {
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
  store ptr %3, ptr %10, align 8, !tbaa !18
  store ptr %4, ptr %11, align 8, !tbaa !18
  store ptr %5, ptr %12, align 8, !tbaa !18
  %17 = load ptr, ptr %10, align 8, !tbaa !18
  %18 = load ptr, ptr %11, align 8, !tbaa !18
  %19 = load ptr, ptr %12, align 8, !tbaa !18
  %20 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.1, ptr noundef %17, ptr noundef %18, ptr noundef %19) #4
  switch i32 %20, label %21 [
  ]

21:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %77, %21
  %23 = load i32, ptr %13, align 4, !tbaa !5
  %24 = load i32, ptr %7, align 4, !tbaa !5
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %27, label %26

26:                                               ; preds = %22
  store i32 3, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %80

27:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %73, %27
  %29 = load i32, ptr %15, align 4, !tbaa !5
  %30 = load i32, ptr %8, align 4, !tbaa !5
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %28
  store i32 6, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %76

33:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %69, %33
  %35 = load i32, ptr %16, align 4, !tbaa !5
  %36 = load i32, ptr %9, align 4, !tbaa !5
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %39, label %38

38:                                               ; preds = %34
  store i32 9, ptr %14, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %72

39:                                               ; preds = %34
  %40 = load ptr, ptr %10, align 8, !tbaa !18
  %41 = load i32, ptr %13, align 4, !tbaa !5
  %42 = load i32, ptr %9, align 4, !tbaa !5
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %16, align 4, !tbaa !5
  %45 = add nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %40, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = load ptr, ptr %11, align 8, !tbaa !18
  %50 = load i32, ptr %16, align 4, !tbaa !5
  %51 = load i32, ptr %8, align 4, !tbaa !5
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %15, align 4, !tbaa !5
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %49, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = mul nsw i32 %48, %57
  %59 = load ptr, ptr %12, align 8, !tbaa !18
  %60 = load i32, ptr %13, align 4, !tbaa !5
  %61 = load i32, ptr %8, align 4, !tbaa !5
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %15, align 4, !tbaa !5
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %59, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = add nsw i32 %67, %58
  store i32 %68, ptr %66, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %39
  %70 = load i32, ptr %16, align 4, !tbaa !5
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %16, align 4, !tbaa !5
  br label %34, !llvm.loop !20

72:                                               ; preds = %38
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %15, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %15, align 4, !tbaa !5
  br label %28, !llvm.loop !21

76:                                               ; preds = %32
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %13, align 4, !tbaa !5
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %13, align 4, !tbaa !5
  br label %22, !llvm.loop !22

80:                                               ; preds = %26
  br label %81

81:                                               ; preds = %80
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
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 int", !11, i64 0}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
