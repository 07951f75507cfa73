#include "kernels/table_impl.h"
void sr_k__populate_matmul_avx512(sr_k_table_t* table) {}
