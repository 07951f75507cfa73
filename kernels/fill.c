// Scalar fill: the definition every SIMD variant is tested against.
#include "kernels/fill.h"

#include "kernels/table_impl.h"

int sr_k_fill_scalar(void* target, size_t length, uint64_t pattern,
                     size_t pattern_size) {
  uint64_t pattern64 = 0;
  if (!sr_k_fill_replicate(pattern, pattern_size, &pattern64) ||
      length % pattern_size != 0) {
    return SR_K_ERROR_INVALID_ARGUMENT;
  }
  uint8_t* bytes = (uint8_t*)target;
  // Byte k gets pattern byte (k mod W); since 8 is a multiple of every W,
  // (k mod 8) indexes the replicated 8-byte pattern just as well.
  for (size_t k = 0; k < length; ++k) {
    bytes[k] = (uint8_t)(pattern64 >> (8 * (k & 7)));
  }
  return SR_K_OK;
}

void sr_k__populate_fill_scalar(sr_k_table_t* table) {
  table->fill = sr_k_fill_scalar;
}
