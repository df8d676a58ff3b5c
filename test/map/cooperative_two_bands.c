// A function with code outside its bands (two mapped bands and a store between
// them) becomes a cooperative kernel: the code outside the bands runs in the
// grid's first thread (its store predicated on %first.thread: every thread
// and block id 0), and every band has a grid barrier before and after it
// (block barrier; the first thread of each block counts in with an atomicrmw
// on @tilelang.grid.count and waits for @tilelang.grid.generation to change;
// the last one resets the count and bumps the generation; block barrier). The
// launch record says "cooperative":true, and its grid is the larger of the two
// bands' tile counts (smax).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK:       @tilelang.grid.count = internal addrspace(1) global i32 0, align 4
// CHECK-NEXT:  @tilelang.grid.generation = internal addrspace(1) global i32 0, align 4
// CHECK-LABEL: void @coop(
// NV:            call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
// AMD:           call i32 @llvm.amdgcn.workgroup.id.z()
// CHECK-NEXT:    %[[ANY:[0-9]+]] = zext i32 %{{[0-9]+}} to i64
// CHECK-NEXT:    %[[OR:[0-9]+]] = or i64 %{{[0-9]+}}, %[[ANY]]
// CHECK-NEXT:    %first.thread = icmp eq i64 %[[OR]], 0
// The grid barrier before the first band.
// CHECK:         %tile.end = call i64 @llvm.smin.i64(i64 %{{[0-9]+}}, i64 %tilelang.tc)
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// CHECK:         %[[NB:[0-9]+]] = trunc i64 %{{[0-9]+}} to i32
// CHECK-NEXT:    %[[LEAD:[0-9]+]] = icmp eq i64 %{{[0-9]+}}, 0
// CHECK-NEXT:    br i1 %[[LEAD]], label %grid.sync.arrive, label %grid.sync.done
// CHECK-EMPTY:
// CHECK-NEXT:  grid.sync.arrive:
// NV-NEXT:       fence release
// NV-NEXT:       %gen = load atomic i32, ptr addrspace(1) @tilelang.grid.generation acquire, align 4
// NV-NEXT:       %[[OLD:[0-9]+]] = atomicrmw add ptr addrspace(1) @tilelang.grid.count, i32 1 acq_rel, align 4
// AMD-NEXT:      fence syncscope("agent") release
// AMD-NEXT:      %gen = load atomic i32, ptr addrspace(1) @tilelang.grid.generation syncscope("agent") acquire, align 4
// AMD-NEXT:      %[[OLD:[0-9]+]] = atomicrmw add ptr addrspace(1) @tilelang.grid.count, i32 1 syncscope("agent") acq_rel, align 4
// CHECK-NEXT:    %[[NB1:[0-9]+]] = sub i32 %[[NB]], 1
// CHECK-NEXT:    %[[ISLAST:[0-9]+]] = icmp eq i32 %[[OLD]], %[[NB1]]
// CHECK-NEXT:    br i1 %[[ISLAST]], label %grid.sync.last, label %grid.sync.wait
// CHECK-EMPTY:
// CHECK-NEXT:  grid.sync.last:
// NV-NEXT:       store atomic i32 0, ptr addrspace(1) @tilelang.grid.count monotonic, align 4
// AMD-NEXT:      store atomic i32 0, ptr addrspace(1) @tilelang.grid.count syncscope("agent") monotonic, align 4
// CHECK-NEXT:    %[[GEN1:[0-9]+]] = add i32 %gen, 1
// NV-NEXT:       store atomic i32 %[[GEN1]], ptr addrspace(1) @tilelang.grid.generation release, align 4
// AMD-NEXT:      store atomic i32 %[[GEN1]], ptr addrspace(1) @tilelang.grid.generation syncscope("agent") release, align 4
// CHECK-NEXT:    br label %grid.sync.done
// CHECK-EMPTY:
// CHECK-NEXT:  grid.sync.wait:
// NV-NEXT:       %gen.now = load atomic i32, ptr addrspace(1) @tilelang.grid.generation acquire, align 4
// AMD-NEXT:      %gen.now = load atomic i32, ptr addrspace(1) @tilelang.grid.generation syncscope("agent") acquire, align 4
// CHECK-NEXT:    %[[SAME:[0-9]+]] = icmp eq i32 %gen.now, %gen
// CHECK-NEXT:    br i1 %[[SAME]], label %grid.sync.wait, label %grid.sync.done
// CHECK-EMPTY:
// CHECK-NEXT:  grid.sync.done:
// NV-NEXT:       fence acquire
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("agent") acquire
// AMD-NEXT:      fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// CHECK-NEXT:    br label %tile.header0
// The grid barrier after the first band, then the store between the bands, by
// the first thread only, then the grid barriers before and after the second
// band.
// CHECK:         atomicrmw add ptr addrspace(1) @tilelang.grid.count, i32 1
// CHECK-NOT:     atomicrmw
// CHECK:         %[[P:[0-9]+]] = getelementptr inbounds float, ptr %4, i64 0
// CHECK-NEXT:    br i1 %first.thread, label %[[THEN:[0-9]+]], label %[[JOIN:[0-9]+]]
// CHECK-EMPTY:
// CHECK-NEXT:  [[THEN]]:
// CHECK-NEXT:    store float 1.000000e+00, ptr %[[P]], align 4
// CHECK-NEXT:    br label %[[JOIN]]
// CHECK-COUNT-2: atomicrmw add ptr addrspace(1) @tilelang.grid.count, i32 1
// CHECK-NOT:     atomicrmw
// CHECK:       !tilelang.launch = !{![[L:[0-9]+]]}
// CHECK:       ![[L]] = !{ptr @coop, !"{\22block\22:[64,1,1],\22cooperative\22:true,\22distribute\22:\22block_wise\22,\22dynamic_shared_bytes\22:0,\22grid\22:{{\[\[}}\22smax\22,[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,0]]],63],64],[\22udiv\22,[\22add\22,[\22zext\22,32,[\22smax\22,0,[\22param\22,1]]],127],128]],1,1],\22kernel\22:\22coop\22,\22param_names\22:[\22n\22,\22m\22,\22A\22,\22B\22,\22S\22],\22params\22:[\22i32\22,\22i32\22,\22ptr\22,\22ptr\22,\22ptr\22],\22shared_bytes\22:0}"}

void coop(int n, int m, float *__restrict A, float *__restrict B, float *__restrict S) {
// REMARK: cooperative_two_bands.c:[[@LINE+3]]:1: remark: mapped the band: loop 1 -> block.x; threads 64 x 1 x 1, point loops spread cyclically (sm_90: map as the directive says: loop 1 block.x; threads as the directive says = 64 x 1 x 1, 1 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2)) [-Rpass=tilelang-map]
// REMARK: cooperative_two_bands.c:[[@LINE+6]]:1: remark: mapped the band: loop 1 -> block.x; threads 64 x 1 x 1, point loops spread cyclically (sm_90: map as the directive says: loop 1 block.x; threads as the directive says = 64 x 1 x 1, 2 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2)) [-Rpass=tilelang-map]
// REMARK: cooperative_two_bands.c:[[@LINE+1]]:1: remark: kernel 'coop': block 64 x 1 x 1 threads, grid smax((smax(0, n) + 63) / 64, (smax(0, m) + 127) / 128) x 1 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct); code outside the mapped bands runs in the first thread, with grid barriers around the bands: launch cooperatively (every block resident) [-Rpass=tilelang-map]
#pragma tilelang tile(64) map(block.x) threads(64)
  for (int i = 0; i < n; ++i)
    A[i] = A[i] * 2.0f;
  S[0] = 1.0f;
#pragma tilelang tile(128) map(block.x) threads(64)
  for (int i = 0; i < m; ++i)
    B[i] = B[i] + 1.0f;
}
