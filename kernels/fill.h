// Fills: the byte-range semantics of stream.cmd.fill, stream.async.fill and
// stream.async.splat (and IREE's __builtin_fill_i64 / __builtin_splat_i64).
//
// A W-byte pattern (W in {1, 2, 4, 8}) is stored little-endian and repeated
// from the first byte of the range: byte k of the range is pattern byte
// (k mod W). The phase is anchored to the range, not to the address, so the
// target pointer needs no alignment at all; IREE's HAL requires
// `offset % W == 0` for its own reasons (DMA engines), and the executor checks
// that against the IR, not here.
//
// The length must be a whole number of patterns (`length % W == 0`), which
// is what IREE's verifiers and HAL demand: a fill that ends mid-pattern is a
// program error, reported as SR_K_ERROR_INVALID_ARGUMENT rather than
// silently truncated.
#ifndef STREAMREF_KERNELS_FILL_H_
#define STREAMREF_KERNELS_FILL_H_

#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

// Fills |length| bytes at |target| with the low |pattern_size| bytes of
// |pattern| (little-endian), repeated. Returns SR_K_ERROR_INVALID_ARGUMENT
// when |pattern_size| is not 1, 2, 4 or 8 or |length| is not a multiple of
// it; nothing is written then. Reentrant; callers split large fills into
// pattern-aligned pieces across threads.
typedef int (*sr_k_fill_fn_t)(void* target, size_t length, uint64_t pattern,
                              size_t pattern_size);

// Replicates the low |pattern_size| bytes of |pattern| to all 8 bytes.
// Returns 0 (and the caller reports the error) when the size is invalid.
static inline int sr_k_fill_replicate(uint64_t pattern, size_t pattern_size,
                                      uint64_t* out_pattern64) {
  switch (pattern_size) {
    case 1:
      *out_pattern64 = (pattern & 0xFFu) * 0x0101010101010101ull;
      return 1;
    case 2:
      *out_pattern64 = (pattern & 0xFFFFu) * 0x0001000100010001ull;
      return 1;
    case 4:
      *out_pattern64 = (pattern & 0xFFFFFFFFu) * 0x0000000100000001ull;
      return 1;
    case 8:
      *out_pattern64 = pattern;
      return 1;
    default:
      return 0;
  }
}

// The reference: byte-wise, obviously correct.
int sr_k_fill_scalar(void* target, size_t length, uint64_t pattern,
                     size_t pattern_size);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_FILL_H_
