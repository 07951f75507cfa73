#include "kernels/table_impl.h"
void sr_k__populate_reduce_avx2(sr_k_table_t* table) {}
