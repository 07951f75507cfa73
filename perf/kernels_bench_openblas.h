// The OpenBLAS peer of the kernels suite (see kernels_bench_openblas.c).
#ifndef STREAMREF_PERF_KERNELS_BENCH_OPENBLAS_H_
#define STREAMREF_PERF_KERNELS_BENCH_OPENBLAS_H_

#include <stddef.h>

// The operands both sides multiply (n x n, row-major).
void sr_kb_sgemm_operands(size_t n, float* a, float* b);

// Best seconds of one n^3 cblas_sgemm on |threads| threads, measured in a
// child process without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE; -1 when
// OpenBLAS is not built in or the child failed. |config| receives what the
// peer ran with (core, build, the variables removed).
double sr_kb_openblas_sgemm_seconds(size_t n, int threads, double min_time,
                                    char* config, size_t capacity);

#endif  // STREAMREF_PERF_KERNELS_BENCH_OPENBLAS_H_
