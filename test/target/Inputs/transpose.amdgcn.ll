; ModuleID = 'transpose.cpp'
source_filename = "transpose.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [81 x i8] c"tilelang.v1;line=11;col=1;tile=32,32;buffer=A:shared;arrays=A;file=transpose.cpp\00", align 1

; Function Attrs: convergent mustprogress nounwind
define hidden void @transpose(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
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
  %19 = load ptr, ptr %14, align 8, !tbaa !8
  %20 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str to ptr), ptr noundef %19) #3
  switch i32 %20, label %21 [
  ]

21:                                               ; preds = %4
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #4
  store i32 0, ptr %16, align 4, !tbaa !4
  br label %22

22:                                               ; preds = %55, %21
  %23 = load i32, ptr %16, align 4, !tbaa !4
  %24 = load i32, ptr %12, align 4, !tbaa !4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %27, label %26

26:                                               ; preds = %22
  store i32 3, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #4
  br label %58

27:                                               ; preds = %22
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #4
  store i32 0, ptr %18, align 4, !tbaa !4
  br label %28

28:                                               ; preds = %51, %27
  %29 = load i32, ptr %18, align 4, !tbaa !4
  %30 = load i32, ptr %13, align 4, !tbaa !4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %28
  store i32 6, ptr %17, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #4
  br label %54

33:                                               ; preds = %28
  %34 = load ptr, ptr %14, align 8, !tbaa !8
  %35 = load i32, ptr %16, align 4, !tbaa !4
  %36 = load i32, ptr %13, align 4, !tbaa !4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, ptr %18, align 4, !tbaa !4
  %39 = add nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %34, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = load ptr, ptr %15, align 8, !tbaa !8
  %44 = load i32, ptr %18, align 4, !tbaa !4
  %45 = load i32, ptr %12, align 4, !tbaa !4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %16, align 4, !tbaa !4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %43, i64 %49
  store float %42, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %33
  %52 = load i32, ptr %18, align 4, !tbaa !4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %18, align 4, !tbaa !4
  br label %28, !llvm.loop !13

54:                                               ; preds = %32
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %16, align 4, !tbaa !4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %16, align 4, !tbaa !4
  br label %22, !llvm.loop !15

58:                                               ; preds = %26
  br label %59

59:                                               ; preds = %58
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @__tilelang_directive(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #2

attributes #0 = { convergent mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

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
