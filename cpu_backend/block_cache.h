// A recycling allocator for the blocks a running program makes and frees
// over and over: host frames and call arguments (interp.c), dispatch
// descriptions (dispatch.c), the dispatch interpreter's per-workgroup
// frames and tensors (it allocates through the allocator its prepare hook
// is given).
//
// Blocks of up to SR_RT_BLOCK_CACHE_MAX_BYTES are rounded up to a power of
// two and, when freed, kept on their size class's list for the next
// request instead of going back to the underlying allocator; larger blocks
// pass through. So once a program has run once, running it again asks the
// instance allocator for nothing on these paths (the allocation-counting
// test in tests/cpu_backend/ checks it). Each class keeps at most
// SR_RT_BLOCK_CACHE_CLASS_BYTES (and at least a few blocks): memory held is
// bounded by what the program has live at once, not by how often it runs.
//
// Every block carries a 64-byte header (its class), so blocks are 64-byte
// aligned; blocks asked for with a larger alignment pass through. Thread-safe
// (one mutex per class, held for a list push or pop).
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

typedef struct sr_rt_block_class_t {
  pthread_mutex_t mutex;
  void* free_list;  // linked through each block's first word
  uint32_t count;
  uint32_t limit;
} sr_rt_block_class_t;

typedef struct sr_rt_block_cache_t {
  sr_allocator_t base;
  sr_rt_block_class_t classes[SR_RT_BLOCK_CACHE_CLASSES];
} sr_rt_block_cache_t;

void sr_rt_block_cache_initialize(sr_allocator_t base,
                                  sr_rt_block_cache_t* out_cache);
// Returns every cached block to the base allocator. Blocks still in use
// must have been freed first.
void sr_rt_block_cache_deinitialize(sr_rt_block_cache_t* cache);

// The allocator over |cache| (valid while the cache is).
sr_allocator_t sr_rt_block_cache_allocator(sr_rt_block_cache_t* cache);

#endif  // STREAMREF_CPU_BACKEND_BLOCK_CACHE_H_
