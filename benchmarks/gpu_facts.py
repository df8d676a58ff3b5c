"""Reads the facts of the local NVIDIA GPU that targets/sm_*.json cite as "measured on the
project's H200": the device attributes of the CUDA runtime and pointer-chase latencies (one
thread, dependent loads, cycles from clock64) of shared memory, L1, L2 and device memory.

    python benchmarks/gpu_facts.py            (needs cupy and an NVIDIA GPU)

Prints one JSON object.
"""
import json

import cupy as cp
import numpy as np

CHASE = r"""
extern "C" __global__ void chase(const unsigned *next, unsigned start, int steps,
                                 unsigned long long *out) {
  unsigned p = start;
  for (int i = 0; i < steps; ++i) p = __ldca(&next[p]);      // warm up (fills L1/L2)
  long long t0 = clock64();
  for (int i = 0; i < steps; ++i) p = __ldca(&next[p]);
  long long t1 = clock64();
  out[0] = (unsigned long long)(t1 - t0);
  out[1] = p;
}
extern "C" __global__ void chase_cg(const unsigned *next, unsigned start, int steps,
                                    unsigned long long *out) {
  unsigned p = start;
  for (int i = 0; i < steps; ++i) p = __ldcg(&next[p]);      // L2 only
  long long t0 = clock64();
  for (int i = 0; i < steps; ++i) p = __ldcg(&next[p]);
  long long t1 = clock64();
  out[0] = (unsigned long long)(t1 - t0);
  out[1] = p;
}
extern "C" __global__ void chase_shared(int steps, unsigned long long *out) {
  __shared__ unsigned next[4096];
  for (int i = 0; i < 4096; ++i) next[i] = (i + 97) % 4096;
  __syncthreads();
  unsigned p = 0;
  long long t0 = clock64();
  for (int i = 0; i < steps; ++i) p = next[p];
  long long t1 = clock64();
  out[0] = (unsigned long long)(t1 - t0);
  out[1] = p;
}
"""


def ring(nbytes, stride_bytes, seed=0):
    """A random cyclic permutation over lines `stride_bytes` apart in `nbytes`."""
    n = nbytes // 4
    step = stride_bytes // 4
    lines = np.arange(0, n, step, dtype=np.uint32)
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(lines))
    nxt = np.zeros(n, dtype=np.uint32)
    for a, b in zip(order, np.roll(order, -1)):
        nxt[lines[a]] = lines[b]
    return cp.asarray(nxt), int(lines[order[0]])


def main():
    mod = cp.RawModule(code=CHASE)
    out = cp.zeros(2, dtype=cp.uint64)
    res = {}
    props = cp.cuda.runtime.getDeviceProperties(0)
    keep = ["name", "major", "minor", "multiProcessorCount", "sharedMemPerBlock",
            "sharedMemPerBlockOptin", "sharedMemPerMultiprocessor", "regsPerBlock",
            "regsPerMultiprocessor", "maxThreadsPerBlock", "maxThreadsPerMultiProcessor",
            "maxBlocksPerMultiProcessor", "warpSize", "l2CacheSize", "memoryBusWidth",
            "memoryClockRate", "clockRate", "totalGlobalMem"]
    for k in keep:
        v = props.get(k)
        res[k] = v.decode() if isinstance(v, bytes) else v
    if res.get("memoryClockRate") and res.get("memoryBusWidth"):
        res["peak_bandwidth_gbps"] = 2 * res["memoryClockRate"] * 1e3 * res["memoryBusWidth"] / 8 / 1e9
    steps = 4096

    def lat(kernel, nbytes, stride):
        nxt, start = ring(nbytes, stride)
        kernel((1,), (1,), (nxt, np.uint32(start), np.int32(steps), out))
        cp.cuda.Device().synchronize()
        return float(out[0].get()) / steps

    k = mod.get_function("chase")
    kcg = mod.get_function("chase_cg")
    ks = mod.get_function("chase_shared")
    ks((1,), (1,), (np.int32(steps), out))
    cp.cuda.Device().synchronize()
    res["latency_shared_cycles"] = float(out[0].get()) / steps
    res["latency_l1_cycles"] = lat(k, 16 * 1024, 128)
    res["latency_l2_cycles"] = lat(kcg, 8 * 1024 * 1024, 128)
    res["latency_dram_cycles"] = lat(kcg, 256 * 1024 * 1024, 4096 + 128)
    print(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
