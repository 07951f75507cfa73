// The "autovec" peer of the kernels benchmarks: what a user would write,
// compiled -O3 -march=native (set on this file in kernels_bench.cmake), so
// the compiler vectorizes it for this CPU. Also the naive transpose peer.
#include <stddef.h>

void sr_kb_autovec_add_f32(size_t n, float* restrict c, const float* restrict a,
                           const float* restrict b) {
  for (size_t i = 0; i < n; ++i) c[i] = a[i] + b[i];
}

void sr_kb_naive_transpose_f32(size_t rows, size_t cols, float* restrict t,
                               const float* restrict s, size_t row_begin,
                               size_t row_end) {
  for (size_t i = row_begin; i < row_end; ++i) {
    for (size_t j = 0; j < cols; ++j) t[j * rows + i] = s[i * cols + j];
  }
}
