// A recycling allocator for the blocks a running program makes and frees
// over and over: host frames and call arguments (interp.c), dispatch
// descriptions (dispatch.c), the dispatch interpreter's per-workgroup
// frames, tensors, packed GEMM operands and scratch (it allocates through
// the allocator its prepare hook is given). One per module; the only cache
// between the runtime and the instance allocator.
//
// Small blocks (up to SR_RT_BLOCK_CACHE_MAX_BYTES) are rounded up to a
// power of two and, when freed, kept on their size class's list for the
// next request instead of going back to the underlying allocator. Each
// class keeps at most SR_RT_BLOCK_CACHE_CLASS_BYTES (and at least a few
// blocks): memory held is bounded by what the program has live at once,
// not by how often it runs.
//
// Per-thread lists. The classes up to SR_RT_BLOCK_CACHE_THREAD_MAX_BYTES
// (the frames, descriptions and small tensors every dispatch makes) are
// served first from a list owned by the calling thread, with no lock and
// no atomic: each of the first SR_RT_BLOCK_CACHE_THREADS threads that use
// any cache gets a slot (given back when the thread exits), and slot i's
// lists are touched only by the thread holding slot i. A thread list keeps
// at most SR_RT_BLOCK_CACHE_THREAD_BYTES per class; beyond that, and for
// threads without a slot, blocks go through the shared class lists (one
// mutex per class, held for a push or pop).
//
// Large blocks (above SR_RT_BLOCK_CACHE_MAX_BYTES: intermediate tensors,
// packed operands) are rounded up to pages and a few are kept
// (SR_RT_BLOCK_CACHE_LARGE_BLOCKS, SR_RT_BLOCK_CACHE_LARGE_BYTES in all);
// a kept block serves a request of at most its size and at least half of
// it. From the C heap such blocks come back as fresh pages, and faulting
// and zeroing them cost as long as the arithmetic of a convolution.
//
// So once a program has run once, running it again asks the instance
// allocator for nothing on these paths (the allocation-counting test in
// tests/cpu_backend/ checks it). Every block carries a 64-byte header, so
// blocks are 64-byte aligned; blocks asked for with a larger alignment
// pass through. Thread-safe.
#ifndef STREAMREF_CPU_BACKEND_BLOCK_CACHE_H_
#define STREAMREF_CPU_BACKEND_BLOCK_CACHE_H_

#include <pthread.h>
#include <stdint.h>

#include "streamref/allocator.h"

#define SR_RT_BLOCK_CACHE_MIN_SHIFT 6   // 64 bytes
#define SR_RT_BLOCK_CACHE_MAX_SHIFT 20  // 1 MiB
#define SR_RT_BLOCK_CACHE_MAX_BYTES ((size_t)1 << SR_RT_BLOCK_CACHE_MAX_SHIFT)
#define SR_RT_BLOCK_CACHE_CLASS_BYTES ((size_t)4 << 20)
#define SR_RT_BLOCK_CACHE_CLASSES \
  (SR_RT_BLOCK_CACHE_MAX_SHIFT - SR_RT_BLOCK_CACHE_MIN_SHIFT + 1)

#define SR_RT_BLOCK_CACHE_THREADS 16
#define SR_RT_BLOCK_CACHE_THREAD_MAX_SHIFT 16  // 64 KiB
#define SR_RT_BLOCK_CACHE_THREAD_MAX_BYTES \
  ((size_t)1 << SR_RT_BLOCK_CACHE_THREAD_MAX_SHIFT)
#define SR_RT_BLOCK_CACHE_THREAD_CLASSES \
  (SR_RT_BLOCK_CACHE_THREAD_MAX_SHIFT - SR_RT_BLOCK_CACHE_MIN_SHIFT + 1)
#define SR_RT_BLOCK_CACHE_THREAD_BYTES ((size_t)64 << 10)

#define SR_RT_BLOCK_CACHE_LARGE_BLOCKS 8
#define SR_RT_BLOCK_CACHE_LARGE_BYTES ((size_t)64 << 20)

typedef struct sr_rt_block_list_t {
  void* free_list;  // linked through each block's first word
  uint32_t count;
  uint32_t limit;
} sr_rt_block_list_t;

typedef struct sr_rt_block_class_t {
  pthread_mutex_t mutex;
  sr_rt_block_list_t list;
} sr_rt_block_class_t;

// One thread slot's lists. A cache line of padding after them keeps two
// slots' lists off a shared line (no false sharing) without alignas(64):
// an over-aligned member would make every struct holding the cache
// (sr_module_t) demand 64-byte alignment, which an injected allocator
// need not give (UBSan: misaligned sr_module_t under the sweep's
// allocator).
typedef struct sr_rt_block_thread_t {
  sr_rt_block_list_t lists[SR_RT_BLOCK_CACHE_THREAD_CLASSES];
  char padding[64];
} sr_rt_block_thread_t;

typedef struct sr_rt_block_cache_t {
  sr_allocator_t base;
  sr_rt_block_class_t classes[SR_RT_BLOCK_CACHE_CLASSES];
  sr_rt_block_thread_t threads[SR_RT_BLOCK_CACHE_THREADS];
  pthread_mutex_t large_mutex;
  uint32_t large_count;
  size_t large_bytes;
  void* large[SR_RT_BLOCK_CACHE_LARGE_BLOCKS];  // payloads of kept blocks
} sr_rt_block_cache_t;

void sr_rt_block_cache_initialize(sr_allocator_t base,
                                  sr_rt_block_cache_t* out_cache);
// Returns every cached block to the base allocator. Blocks still in use
// must have been freed first, and no thread may be using the cache.
void sr_rt_block_cache_deinitialize(sr_rt_block_cache_t* cache);

// The allocator over |cache| (valid while the cache is).
sr_allocator_t sr_rt_block_cache_allocator(sr_rt_block_cache_t* cache);

#endif  // STREAMREF_CPU_BACKEND_BLOCK_CACHE_H_
