; ModuleID = 'conv2d.cpp'
source_filename = "conv2d.cpp"

@.str = private unnamed_addr constant [53 x i8] c"tilelang.v1;line=18;col=1;tile=32,64;file=conv2d.cpp\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @conv2d(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, ptr %6, align 4, !tbaa !5
  store i32 %1, ptr %7, align 4, !tbaa !5
  store ptr %2, ptr %8, align 8, !tbaa !9
  store ptr %3, ptr %9, align 8, !tbaa !9
  store ptr %4, ptr %10, align 8, !tbaa !9
  %17 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str) #4
  switch i32 %17, label %18 [
  ]

18:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %11) #4
  store i32 0, ptr %11, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %89, %18
  %20 = load i32, ptr %11, align 4, !tbaa !5
  %21 = load i32, ptr %6, align 4, !tbaa !5
  %22 = sub nsw i32 %21, 2
  %23 = icmp slt i32 %20, %22
  br i1 %23, label %25, label %24

24:                                               ; preds = %19
  store i32 3, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  br label %92

25:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 0, ptr %13, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %85, %25
  %27 = load i32, ptr %13, align 4, !tbaa !5
  %28 = load i32, ptr %7, align 4, !tbaa !5
  %29 = sub nsw i32 %28, 2
  %30 = icmp slt i32 %27, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %26
  store i32 6, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #4
  br label %88

32:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(ptr %14) #4
  store float 0.000000e+00, ptr %14, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr %15) #4
  store i32 0, ptr %15, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %70, %32
  %34 = load i32, ptr %15, align 4, !tbaa !5
  %35 = icmp slt i32 %34, 3
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  store i32 9, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  br label %73

37:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %66, %37
  %39 = load i32, ptr %16, align 4, !tbaa !5
  %40 = icmp slt i32 %39, 3
  br i1 %40, label %42, label %41

41:                                               ; preds = %38
  store i32 12, ptr %12, align 4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  br label %69

42:                                               ; preds = %38
  %43 = load ptr, ptr %9, align 8, !tbaa !9
  %44 = load i32, ptr %15, align 4, !tbaa !5
  %45 = mul nsw i32 %44, 3
  %46 = load i32, ptr %16, align 4, !tbaa !5
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %43, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !12
  %51 = load ptr, ptr %8, align 8, !tbaa !9
  %52 = load i32, ptr %11, align 4, !tbaa !5
  %53 = load i32, ptr %15, align 4, !tbaa !5
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %7, align 4, !tbaa !5
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %13, align 4, !tbaa !5
  %58 = load i32, ptr %16, align 4, !tbaa !5
  %59 = add nsw i32 %57, %58
  %60 = add nsw i32 %56, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %51, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = load float, ptr %14, align 4, !tbaa !12
  %65 = call float @llvm.fmuladd.f32(float %50, float %63, float %64)
  store float %65, ptr %14, align 4, !tbaa !12
  br label %66

66:                                               ; preds = %42
  %67 = load i32, ptr %16, align 4, !tbaa !5
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %16, align 4, !tbaa !5
  br label %38, !llvm.loop !14

69:                                               ; preds = %41
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !5
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !5
  br label %33, !llvm.loop !16

73:                                               ; preds = %36
  %74 = load float, ptr %14, align 4, !tbaa !12
  %75 = load ptr, ptr %10, align 8, !tbaa !9
  %76 = load i32, ptr %11, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  %78 = load i32, ptr %7, align 4, !tbaa !5
  %79 = mul nsw i32 %77, %78
  %80 = load i32, ptr %13, align 4, !tbaa !5
  %81 = add nsw i32 %80, 1
  %82 = add nsw i32 %79, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %75, i64 %83
  store float %74, ptr %84, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(ptr %14) #4
  br label %85

85:                                               ; preds = %73
  %86 = load i32, ptr %13, align 4, !tbaa !5
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %13, align 4, !tbaa !5
  br label %26, !llvm.loop !17

88:                                               ; preds = %31
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %11, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %11, align 4, !tbaa !5
  br label %19, !llvm.loop !18

92:                                               ; preds = %24
  br label %93

93:                                               ; preds = %92
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
