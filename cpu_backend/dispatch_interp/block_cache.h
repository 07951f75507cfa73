// A caching allocator in front of the program's: large blocks freed by a
// run are kept for the next allocation of about their size.
//
// A dispatch allocates the same large blocks on every run (intermediate
// tensors, packed GEMM operands, element-program scratch), often megabytes
// each. From the C heap such blocks come back as fresh pages (glibc maps
// them, or trims them back to the system), and faulting and zeroing those
// pages in the kernel cost as long as the arithmetic of a convolution.
// Keeping a few of them per program makes every run after the first touch
// warm pages.
//
// Bounded: at most SR_DI_BLOCK_CACHE_BLOCKS blocks of at least
// SR_DI_BLOCK_CACHE_MIN bytes, SR_DI_BLOCK_CACHE_BYTES in all, are kept; a
// block serves a request of at most its size and at least half of it.
// Everything cached is freed with the cache. Thread-safe (runs of one
// program may be concurrent).
#ifndef STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BLOCK_CACHE_H_
#define STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BLOCK_CACHE_H_

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "streamref/allocator.h"

#define SR_DI_BLOCK_CACHE_BLOCKS 8
#define SR_DI_BLOCK_CACHE_MIN ((size_t)64 * 1024)
#define SR_DI_BLOCK_CACHE_BYTES ((size_t)64 * 1024 * 1024)

typedef struct sr_di_block_cache_t {
  sr_allocator_t base;
  pthread_mutex_t mutex;
  size_t count;
  void* blocks[SR_DI_BLOCK_CACHE_BLOCKS];  // headers of the free blocks
  size_t cached_bytes;
} sr_di_block_cache_t;

void sr_di_block_cache_initialize(sr_allocator_t base,
                                  sr_di_block_cache_t* out_cache);
// Frees the cached blocks (every block served must be freed already).
void sr_di_block_cache_deinitialize(sr_di_block_cache_t* cache);

// An allocator serving from |cache| (alignments up to 64 bytes).
sr_allocator_t sr_di_block_cache_allocator(sr_di_block_cache_t* cache);

#endif  // STREAMREF_CPU_BACKEND_DISPATCH_INTERP_BLOCK_CACHE_H_
