; ModuleID = 'jacobi2d.cpp'
source_filename = "jacobi2d.cpp"

@.str = private unnamed_addr constant [55 x i8] c"tilelang.v1;line=13;col=1;tile=32,32;file=jacobi2d.cpp\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c"tilelang.v1;line=18;col=1;tile=32,32;file=jacobi2d.cpp\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @jacobi2d(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !5
  store i32 %1, ptr %6, align 4, !tbaa !5
  store ptr %2, ptr %7, align 8, !tbaa !9
  store ptr %3, ptr %8, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(ptr %9) #3
  store i32 0, ptr %9, align 4, !tbaa !5
  br label %15

15:                                               ; preds = %195, %4
  %16 = load i32, ptr %9, align 4, !tbaa !5
  %17 = load i32, ptr %5, align 4, !tbaa !5
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %20, label %19

19:                                               ; preds = %15
  store i32 2, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %9) #3
  br label %198

20:                                               ; preds = %15
  %21 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str) #3
  switch i32 %21, label %22 [
  ]

22:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(ptr %11) #3
  store i32 1, ptr %11, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %103, %22
  %24 = load i32, ptr %11, align 4, !tbaa !5
  %25 = load i32, ptr %6, align 4, !tbaa !5
  %26 = sub nsw i32 %25, 1
  %27 = icmp slt i32 %24, %26
  br i1 %27, label %29, label %28

28:                                               ; preds = %23
  store i32 6, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %11) #3
  br label %106

29:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(ptr %12) #3
  store i32 1, ptr %12, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %99, %29
  %31 = load i32, ptr %12, align 4, !tbaa !5
  %32 = load i32, ptr %6, align 4, !tbaa !5
  %33 = sub nsw i32 %32, 1
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %30
  store i32 9, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %12) #3
  br label %102

36:                                               ; preds = %30
  %37 = load ptr, ptr %7, align 8, !tbaa !9
  %38 = load i32, ptr %11, align 4, !tbaa !5
  %39 = load i32, ptr %6, align 4, !tbaa !5
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %12, align 4, !tbaa !5
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %37, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = load ptr, ptr %7, align 8, !tbaa !9
  %47 = load i32, ptr %11, align 4, !tbaa !5
  %48 = load i32, ptr %6, align 4, !tbaa !5
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %12, align 4, !tbaa !5
  %51 = add nsw i32 %49, %50
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %46, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !12
  %56 = fadd float %45, %55
  %57 = load ptr, ptr %7, align 8, !tbaa !9
  %58 = load i32, ptr %11, align 4, !tbaa !5
  %59 = load i32, ptr %6, align 4, !tbaa !5
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %12, align 4, !tbaa !5
  %62 = add nsw i32 %60, %61
  %63 = add nsw i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %57, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !12
  %67 = fadd float %56, %66
  %68 = load ptr, ptr %7, align 8, !tbaa !9
  %69 = load i32, ptr %11, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  %71 = load i32, ptr %6, align 4, !tbaa !5
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr %12, align 4, !tbaa !5
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %68, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !12
  %78 = fadd float %67, %77
  %79 = load ptr, ptr %7, align 8, !tbaa !9
  %80 = load i32, ptr %11, align 4, !tbaa !5
  %81 = sub nsw i32 %80, 1
  %82 = load i32, ptr %6, align 4, !tbaa !5
  %83 = mul nsw i32 %81, %82
  %84 = load i32, ptr %12, align 4, !tbaa !5
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %79, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !12
  %89 = fadd float %78, %88
  %90 = fmul float 0x3FC99999A0000000, %89
  %91 = load ptr, ptr %8, align 8, !tbaa !9
  %92 = load i32, ptr %11, align 4, !tbaa !5
  %93 = load i32, ptr %6, align 4, !tbaa !5
  %94 = mul nsw i32 %92, %93
  %95 = load i32, ptr %12, align 4, !tbaa !5
  %96 = add nsw i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %91, i64 %97
  store float %90, ptr %98, align 4, !tbaa !12
  br label %99

99:                                               ; preds = %36
  %100 = load i32, ptr %12, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %12, align 4, !tbaa !5
  br label %30, !llvm.loop !14

102:                                              ; preds = %35
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %11, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %11, align 4, !tbaa !5
  br label %23, !llvm.loop !16

106:                                              ; preds = %28
  br label %107

107:                                              ; preds = %106
  %108 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.1) #3
  switch i32 %108, label %109 [
  ]

109:                                              ; preds = %107
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store i32 1, ptr %13, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %190, %109
  %111 = load i32, ptr %13, align 4, !tbaa !5
  %112 = load i32, ptr %6, align 4, !tbaa !5
  %113 = sub nsw i32 %112, 1
  %114 = icmp slt i32 %111, %113
  br i1 %114, label %116, label %115

115:                                              ; preds = %110
  store i32 13, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %13) #3
  br label %193

116:                                              ; preds = %110
  call void @llvm.lifetime.start.p0(ptr %14) #3
  store i32 1, ptr %14, align 4, !tbaa !5
  br label %117

117:                                              ; preds = %186, %116
  %118 = load i32, ptr %14, align 4, !tbaa !5
  %119 = load i32, ptr %6, align 4, !tbaa !5
  %120 = sub nsw i32 %119, 1
  %121 = icmp slt i32 %118, %120
  br i1 %121, label %123, label %122

122:                                              ; preds = %117
  store i32 16, ptr %10, align 4
  call void @llvm.lifetime.end.p0(ptr %14) #3
  br label %189

123:                                              ; preds = %117
  %124 = load ptr, ptr %8, align 8, !tbaa !9
  %125 = load i32, ptr %13, align 4, !tbaa !5
  %126 = load i32, ptr %6, align 4, !tbaa !5
  %127 = mul nsw i32 %125, %126
  %128 = load i32, ptr %14, align 4, !tbaa !5
  %129 = add nsw i32 %127, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr %124, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !12
  %133 = load ptr, ptr %8, align 8, !tbaa !9
  %134 = load i32, ptr %13, align 4, !tbaa !5
  %135 = load i32, ptr %6, align 4, !tbaa !5
  %136 = mul nsw i32 %134, %135
  %137 = load i32, ptr %14, align 4, !tbaa !5
  %138 = add nsw i32 %136, %137
  %139 = sub nsw i32 %138, 1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %133, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !12
  %143 = fadd float %132, %142
  %144 = load ptr, ptr %8, align 8, !tbaa !9
  %145 = load i32, ptr %13, align 4, !tbaa !5
  %146 = load i32, ptr %6, align 4, !tbaa !5
  %147 = mul nsw i32 %145, %146
  %148 = load i32, ptr %14, align 4, !tbaa !5
  %149 = add nsw i32 %147, %148
  %150 = add nsw i32 %149, 1
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %144, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !12
  %154 = fadd float %143, %153
  %155 = load ptr, ptr %8, align 8, !tbaa !9
  %156 = load i32, ptr %13, align 4, !tbaa !5
  %157 = add nsw i32 %156, 1
  %158 = load i32, ptr %6, align 4, !tbaa !5
  %159 = mul nsw i32 %157, %158
  %160 = load i32, ptr %14, align 4, !tbaa !5
  %161 = add nsw i32 %159, %160
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr %155, i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !12
  %165 = fadd float %154, %164
  %166 = load ptr, ptr %8, align 8, !tbaa !9
  %167 = load i32, ptr %13, align 4, !tbaa !5
  %168 = sub nsw i32 %167, 1
  %169 = load i32, ptr %6, align 4, !tbaa !5
  %170 = mul nsw i32 %168, %169
  %171 = load i32, ptr %14, align 4, !tbaa !5
  %172 = add nsw i32 %170, %171
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr %166, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !12
  %176 = fadd float %165, %175
  %177 = fmul float 0x3FC99999A0000000, %176
  %178 = load ptr, ptr %7, align 8, !tbaa !9
  %179 = load i32, ptr %13, align 4, !tbaa !5
  %180 = load i32, ptr %6, align 4, !tbaa !5
  %181 = mul nsw i32 %179, %180
  %182 = load i32, ptr %14, align 4, !tbaa !5
  %183 = add nsw i32 %181, %182
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr %178, i64 %184
  store float %177, ptr %185, align 4, !tbaa !12
  br label %186

186:                                              ; preds = %123
  %187 = load i32, ptr %14, align 4, !tbaa !5
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %14, align 4, !tbaa !5
  br label %117, !llvm.loop !17

189:                                              ; preds = %122
  br label %190

190:                                              ; preds = %189
  %191 = load i32, ptr %13, align 4, !tbaa !5
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %13, align 4, !tbaa !5
  br label %110, !llvm.loop !18

193:                                              ; preds = %115
  br label %194

194:                                              ; preds = %193
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %9, align 4, !tbaa !5
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %9, align 4, !tbaa !5
  br label %15, !llvm.loop !19

198:                                              ; preds = %19
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare i32 @__tilelang_directive(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind }

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
