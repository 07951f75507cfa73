// Internal: how each variant fills its dispatch table. Each module
// contributes one populate function per variant; the dispatch calls the
// scalar ones first and lets a SIMD variant override the entries it
// specialises (see dispatch.c).
#ifndef STREAMREF_KERNELS_TABLE_IMPL_H_
#define STREAMREF_KERNELS_TABLE_IMPL_H_

#include "kernels/dispatch.h"

void sr_k__populate_fill_scalar(sr_k_table_t* table);
void sr_k__populate_copy_scalar(sr_k_table_t* table);
void sr_k__populate_elementwise_scalar(sr_k_table_t* table);
void sr_k__populate_convert_scalar(sr_k_table_t* table);
void sr_k__populate_reduce_scalar(sr_k_table_t* table);
void sr_k__populate_matmul_scalar(sr_k_table_t* table);

#if defined(SR_K_HAVE_X86_64)
void sr_k__populate_fill_avx2(sr_k_table_t* table);
void sr_k__populate_copy_avx2(sr_k_table_t* table);
void sr_k__populate_elementwise_avx2(sr_k_table_t* table);
void sr_k__populate_convert_avx2(sr_k_table_t* table);
void sr_k__populate_reduce_avx2(sr_k_table_t* table);
void sr_k__populate_matmul_avx2(sr_k_table_t* table);

void sr_k__populate_fill_avx512(sr_k_table_t* table);
void sr_k__populate_elementwise_avx512(sr_k_table_t* table);
void sr_k__populate_matmul_avx512(sr_k_table_t* table);
#endif

#endif  // STREAMREF_KERNELS_TABLE_IMPL_H_
