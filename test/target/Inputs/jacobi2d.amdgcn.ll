; ModuleID = 'jacobi2d.cpp'
source_filename = "jacobi2d.cpp"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [55 x i8] c"tilelang.v1;line=13;col=1;tile=32,32;file=jacobi2d.cpp\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [55 x i8] c"tilelang.v1;line=18;col=1;tile=32,32;file=jacobi2d.cpp\00", align 1

; Function Attrs: convergent mustprogress nounwind
define hidden void @jacobi2d(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  store i32 %0, ptr %15, align 4, !tbaa !4
  store i32 %1, ptr %16, align 4, !tbaa !4
  store ptr %2, ptr %17, align 8, !tbaa !8
  store ptr %3, ptr %18, align 8, !tbaa !8
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %9) #3
  store i32 0, ptr %19, align 4, !tbaa !4
  br label %25

25:                                               ; preds = %205, %4
  %26 = load i32, ptr %19, align 4, !tbaa !4
  %27 = load i32, ptr %15, align 4, !tbaa !4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %25
  store i32 2, ptr %20, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %9) #3
  br label %208

30:                                               ; preds = %25
  %31 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str to ptr)) #4
  switch i32 %31, label %32 [
  ]

32:                                               ; preds = %30
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %11) #3
  store i32 1, ptr %21, align 4, !tbaa !4
  br label %33

33:                                               ; preds = %113, %32
  %34 = load i32, ptr %21, align 4, !tbaa !4
  %35 = load i32, ptr %16, align 4, !tbaa !4
  %36 = sub nsw i32 %35, 1
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %39, label %38

38:                                               ; preds = %33
  store i32 6, ptr %20, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %11) #3
  br label %116

39:                                               ; preds = %33
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %12) #3
  store i32 1, ptr %22, align 4, !tbaa !4
  br label %40

40:                                               ; preds = %109, %39
  %41 = load i32, ptr %22, align 4, !tbaa !4
  %42 = load i32, ptr %16, align 4, !tbaa !4
  %43 = sub nsw i32 %42, 1
  %44 = icmp slt i32 %41, %43
  br i1 %44, label %46, label %45

45:                                               ; preds = %40
  store i32 9, ptr %20, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %12) #3
  br label %112

46:                                               ; preds = %40
  %47 = load ptr, ptr %17, align 8, !tbaa !8
  %48 = load i32, ptr %21, align 4, !tbaa !4
  %49 = load i32, ptr %16, align 4, !tbaa !4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %22, align 4, !tbaa !4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %47, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = load ptr, ptr %17, align 8, !tbaa !8
  %57 = load i32, ptr %21, align 4, !tbaa !4
  %58 = load i32, ptr %16, align 4, !tbaa !4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %22, align 4, !tbaa !4
  %61 = add nsw i32 %59, %60
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %56, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fadd float %55, %65
  %67 = load ptr, ptr %17, align 8, !tbaa !8
  %68 = load i32, ptr %21, align 4, !tbaa !4
  %69 = load i32, ptr %16, align 4, !tbaa !4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %22, align 4, !tbaa !4
  %72 = add nsw i32 %70, %71
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %67, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fadd float %66, %76
  %78 = load ptr, ptr %17, align 8, !tbaa !8
  %79 = load i32, ptr %21, align 4, !tbaa !4
  %80 = add nsw i32 %79, 1
  %81 = load i32, ptr %16, align 4, !tbaa !4
  %82 = mul nsw i32 %80, %81
  %83 = load i32, ptr %22, align 4, !tbaa !4
  %84 = add nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %78, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = fadd float %77, %87
  %89 = load ptr, ptr %17, align 8, !tbaa !8
  %90 = load i32, ptr %21, align 4, !tbaa !4
  %91 = sub nsw i32 %90, 1
  %92 = load i32, ptr %16, align 4, !tbaa !4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %22, align 4, !tbaa !4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %89, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fadd float %88, %98
  %100 = fmul float 0x3FC99999A0000000, %99
  %101 = load ptr, ptr %18, align 8, !tbaa !8
  %102 = load i32, ptr %21, align 4, !tbaa !4
  %103 = load i32, ptr %16, align 4, !tbaa !4
  %104 = mul nsw i32 %102, %103
  %105 = load i32, ptr %22, align 4, !tbaa !4
  %106 = add nsw i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %101, i64 %107
  store float %100, ptr %108, align 4, !tbaa !11
  br label %109

109:                                              ; preds = %46
  %110 = load i32, ptr %22, align 4, !tbaa !4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %22, align 4, !tbaa !4
  br label %40, !llvm.loop !13

112:                                              ; preds = %45
  br label %113

113:                                              ; preds = %112
  %114 = load i32, ptr %21, align 4, !tbaa !4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %21, align 4, !tbaa !4
  br label %33, !llvm.loop !15

116:                                              ; preds = %38
  br label %117

117:                                              ; preds = %116
  %118 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str.1 to ptr)) #4
  switch i32 %118, label %119 [
  ]

119:                                              ; preds = %117
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %13) #3
  store i32 1, ptr %23, align 4, !tbaa !4
  br label %120

120:                                              ; preds = %200, %119
  %121 = load i32, ptr %23, align 4, !tbaa !4
  %122 = load i32, ptr %16, align 4, !tbaa !4
  %123 = sub nsw i32 %122, 1
  %124 = icmp slt i32 %121, %123
  br i1 %124, label %126, label %125

125:                                              ; preds = %120
  store i32 13, ptr %20, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %13) #3
  br label %203

126:                                              ; preds = %120
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %14) #3
  store i32 1, ptr %24, align 4, !tbaa !4
  br label %127

127:                                              ; preds = %196, %126
  %128 = load i32, ptr %24, align 4, !tbaa !4
  %129 = load i32, ptr %16, align 4, !tbaa !4
  %130 = sub nsw i32 %129, 1
  %131 = icmp slt i32 %128, %130
  br i1 %131, label %133, label %132

132:                                              ; preds = %127
  store i32 16, ptr %20, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %14) #3
  br label %199

133:                                              ; preds = %127
  %134 = load ptr, ptr %18, align 8, !tbaa !8
  %135 = load i32, ptr %23, align 4, !tbaa !4
  %136 = load i32, ptr %16, align 4, !tbaa !4
  %137 = mul nsw i32 %135, %136
  %138 = load i32, ptr %24, align 4, !tbaa !4
  %139 = add nsw i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %134, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = load ptr, ptr %18, align 8, !tbaa !8
  %144 = load i32, ptr %23, align 4, !tbaa !4
  %145 = load i32, ptr %16, align 4, !tbaa !4
  %146 = mul nsw i32 %144, %145
  %147 = load i32, ptr %24, align 4, !tbaa !4
  %148 = add nsw i32 %146, %147
  %149 = sub nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr %143, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fadd float %142, %152
  %154 = load ptr, ptr %18, align 8, !tbaa !8
  %155 = load i32, ptr %23, align 4, !tbaa !4
  %156 = load i32, ptr %16, align 4, !tbaa !4
  %157 = mul nsw i32 %155, %156
  %158 = load i32, ptr %24, align 4, !tbaa !4
  %159 = add nsw i32 %157, %158
  %160 = add nsw i32 %159, 1
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr %154, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = fadd float %153, %163
  %165 = load ptr, ptr %18, align 8, !tbaa !8
  %166 = load i32, ptr %23, align 4, !tbaa !4
  %167 = add nsw i32 %166, 1
  %168 = load i32, ptr %16, align 4, !tbaa !4
  %169 = mul nsw i32 %167, %168
  %170 = load i32, ptr %24, align 4, !tbaa !4
  %171 = add nsw i32 %169, %170
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %165, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fadd float %164, %174
  %176 = load ptr, ptr %18, align 8, !tbaa !8
  %177 = load i32, ptr %23, align 4, !tbaa !4
  %178 = sub nsw i32 %177, 1
  %179 = load i32, ptr %16, align 4, !tbaa !4
  %180 = mul nsw i32 %178, %179
  %181 = load i32, ptr %24, align 4, !tbaa !4
  %182 = add nsw i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %176, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fadd float %175, %185
  %187 = fmul float 0x3FC99999A0000000, %186
  %188 = load ptr, ptr %17, align 8, !tbaa !8
  %189 = load i32, ptr %23, align 4, !tbaa !4
  %190 = load i32, ptr %16, align 4, !tbaa !4
  %191 = mul nsw i32 %189, %190
  %192 = load i32, ptr %24, align 4, !tbaa !4
  %193 = add nsw i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds float, ptr %188, i64 %194
  store float %187, ptr %195, align 4, !tbaa !11
  br label %196

196:                                              ; preds = %133
  %197 = load i32, ptr %24, align 4, !tbaa !4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %24, align 4, !tbaa !4
  br label %127, !llvm.loop !16

199:                                              ; preds = %132
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %23, align 4, !tbaa !4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %23, align 4, !tbaa !4
  br label %120, !llvm.loop !17

203:                                              ; preds = %125
  br label %204

204:                                              ; preds = %203
  br label %205

205:                                              ; preds = %204
  %206 = load i32, ptr %19, align 4, !tbaa !4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %19, align 4, !tbaa !4
  br label %25, !llvm.loop !18

208:                                              ; preds = %29
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none)) #1

; Function Attrs: convergent nounwind
declare hidden i32 @__tilelang_directive(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none)) #1

attributes #0 = { convergent mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

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
