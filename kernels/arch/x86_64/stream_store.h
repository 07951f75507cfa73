// Helpers shared by the x86 fill and copy variants.
#ifndef STREAMREF_KERNELS_ARCH_X86_64_STREAM_STORE_H_
#define STREAMREF_KERNELS_ARCH_X86_64_STREAM_STORE_H_

#include <stddef.h>
#include <stdint.h>

// Above this many bytes per call, fills and copies use streaming
// (non-temporal) stores. The destination will not fit in this core's share
// of the caches anyway (1 MiB L2 per core, 32 MiB L3 shared here), so writing
// around the caches saves the read-for-ownership traffic and keeps the
// caller's working set cached. Callers split big ranges over threads, so the
// threshold is per piece: 4 MiB keeps in-cache pieces on normal stores.
#define SR_K_STREAMING_THRESHOLD ((size_t)4 << 20)

// The 8-byte pattern as seen from byte |offset| of the range: rotated right
// by (offset mod 8) bytes.
static inline uint64_t sr_k_rotate_pattern(uint64_t p64, size_t offset) {
  unsigned shift = (unsigned)(offset & 7) * 8;
  return shift ? (p64 >> shift) | (p64 << (64 - shift)) : p64;
}

#endif  // STREAMREF_KERNELS_ARCH_X86_64_STREAM_STORE_H_
