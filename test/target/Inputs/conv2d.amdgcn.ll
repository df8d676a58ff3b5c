; ModuleID = 'conv2d.cpp'
source_filename = "conv2d.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [53 x i8] c"tilelang.v1;line=18;col=1;tile=32,64;file=conv2d.cpp\00", align 1

; Function Attrs: convergent mustprogress nounwind
define hidden void @conv2d(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #0 {
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  %21 = addrspacecast ptr addrspace(5) %10 to ptr
  %22 = addrspacecast ptr addrspace(5) %11 to ptr
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  %26 = addrspacecast ptr addrspace(5) %15 to ptr
  %27 = addrspacecast ptr addrspace(5) %16 to ptr
  store i32 %0, ptr %17, align 4, !tbaa !4
  store i32 %1, ptr %18, align 4, !tbaa !4
  store ptr %2, ptr %19, align 8, !tbaa !8
  store ptr %3, ptr %20, align 8, !tbaa !8
  store ptr %4, ptr %21, align 8, !tbaa !8
  %28 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str to ptr)) #4
  switch i32 %28, label %29 [
  ]

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #5
  store i32 0, ptr %22, align 4, !tbaa !4
  br label %30

30:                                               ; preds = %100, %29
  %31 = load i32, ptr %22, align 4, !tbaa !4
  %32 = load i32, ptr %17, align 4, !tbaa !4
  %33 = sub nsw i32 %32, 2
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %30
  store i32 3, ptr %23, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #5
  br label %103

36:                                               ; preds = %30
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #5
  store i32 0, ptr %24, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %96, %36
  %38 = load i32, ptr %24, align 4, !tbaa !4
  %39 = load i32, ptr %18, align 4, !tbaa !4
  %40 = sub nsw i32 %39, 2
  %41 = icmp slt i32 %38, %40
  br i1 %41, label %43, label %42

42:                                               ; preds = %37
  store i32 6, ptr %23, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #5
  br label %99

43:                                               ; preds = %37
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %14) #5
  store float 0.000000e+00, ptr %25, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %15) #5
  store i32 0, ptr %26, align 4, !tbaa !4
  br label %44

44:                                               ; preds = %81, %43
  %45 = load i32, ptr %26, align 4, !tbaa !4
  %46 = icmp slt i32 %45, 3
  br i1 %46, label %48, label %47

47:                                               ; preds = %44
  store i32 9, ptr %23, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %15) #5
  br label %84

48:                                               ; preds = %44
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %16) #5
  store i32 0, ptr %27, align 4, !tbaa !4
  br label %49

49:                                               ; preds = %77, %48
  %50 = load i32, ptr %27, align 4, !tbaa !4
  %51 = icmp slt i32 %50, 3
  br i1 %51, label %53, label %52

52:                                               ; preds = %49
  store i32 12, ptr %23, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %16) #5
  br label %80

53:                                               ; preds = %49
  %54 = load ptr, ptr %20, align 8, !tbaa !8
  %55 = load i32, ptr %26, align 4, !tbaa !4
  %56 = mul nsw i32 %55, 3
  %57 = load i32, ptr %27, align 4, !tbaa !4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %54, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = load ptr, ptr %19, align 8, !tbaa !8
  %63 = load i32, ptr %22, align 4, !tbaa !4
  %64 = load i32, ptr %26, align 4, !tbaa !4
  %65 = add nsw i32 %63, %64
  %66 = load i32, ptr %18, align 4, !tbaa !4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %24, align 4, !tbaa !4
  %69 = load i32, ptr %27, align 4, !tbaa !4
  %70 = add nsw i32 %68, %69
  %71 = add nsw i32 %67, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %62, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = load float, ptr %25, align 4, !tbaa !11
  %76 = call float @llvm.fmuladd.f32(float %61, float %74, float %75)
  store float %76, ptr %25, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %53
  %78 = load i32, ptr %27, align 4, !tbaa !4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %27, align 4, !tbaa !4
  br label %49, !llvm.loop !13

80:                                               ; preds = %52
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %26, align 4, !tbaa !4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %26, align 4, !tbaa !4
  br label %44, !llvm.loop !15

84:                                               ; preds = %47
  %85 = load float, ptr %25, align 4, !tbaa !11
  %86 = load ptr, ptr %21, align 8, !tbaa !8
  %87 = load i32, ptr %22, align 4, !tbaa !4
  %88 = add nsw i32 %87, 1
  %89 = load i32, ptr %18, align 4, !tbaa !4
  %90 = mul nsw i32 %88, %89
  %91 = load i32, ptr %24, align 4, !tbaa !4
  %92 = add nsw i32 %91, 1
  %93 = add nsw i32 %90, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %86, i64 %94
  store float %85, ptr %95, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %14) #5
  br label %96

96:                                               ; preds = %84
  %97 = load i32, ptr %24, align 4, !tbaa !4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %24, align 4, !tbaa !4
  br label %37, !llvm.loop !16

99:                                               ; preds = %42
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %22, align 4, !tbaa !4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %22, align 4, !tbaa !4
  br label %30, !llvm.loop !17

103:                                              ; preds = %35
  br label %104

104:                                              ; preds = %103
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
