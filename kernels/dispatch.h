// CPU feature dispatch: one table of kernel function pointers per variant
// (scalar, AVX2+FMA+F16C, AVX-512), the best one chosen once at start-up.
//
//   const sr_k_table_t* k = NULL;
//   if (sr_k_table_get(&k) != SR_K_OK) { report sr_k_dispatch_error() }
//   k->fill(ptr, length, pattern, 4);
//   k->binary[SR_K_BINARY_ADD][SR_K_F32](n, c, 1, a, 1, b, 1);
//
// The environment variable SR_KERNELS=scalar|avx2|avx512 forces a variant
// (tests use it, and sr_k_table_for_isa, to compare every variant with the
// scalar one). Forcing a variant this CPU cannot run is an error reported by
// sr_k_table_get, never a crash: the kernels are simply not handed out.
//
// Every variant's table is complete: an entry the variant does not
// specialise points at the scalar kernel. A NULL entry means the (op, type)
// pair does not exist at all (e.g. SQRT on i32).
//
// Thread contract: all functions here are thread-safe; the tables are built
// once (pthread_once) and read-only afterwards, the only global state of
// kernels/.
#ifndef STREAMREF_KERNELS_DISPATCH_H_
#define STREAMREF_KERNELS_DISPATCH_H_

#include <stdbool.h>

#include "kernels/copy.h"
#include "kernels/elementwise.h"
#include "kernels/fill.h"
#include "kernels/gemm.h"
#include "kernels/matmul.h"
#include "kernels/reduce.h"
#include "kernels/types.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sr_k_isa_e {
  SR_K_ISA_SCALAR = 0,
  SR_K_ISA_AVX2,    // x86-64 AVX2 + FMA + F16C
  SR_K_ISA_AVX512,  // x86-64 AVX-512 F/BW/DQ/VL (+ the AVX2 set)
  SR_K_ISA_COUNT,
} sr_k_isa_t;

struct sr_k_table_t {
  sr_k_isa_t isa;
  const char* name;  // "scalar", "avx2", "avx512"

  sr_k_fill_fn_t fill;
  sr_k_copy_fn_t copy;
  sr_k_transpose_fn_t transpose;

  sr_k_unary_fn_t unary[SR_K_UNARY_COUNT][SR_K_DTYPE_COUNT];
  sr_k_binary_fn_t binary[SR_K_BINARY_COUNT][SR_K_DTYPE_COUNT];
  sr_k_binary_fn_t cmp[SR_K_CMP_COUNT][SR_K_DTYPE_COUNT];
  sr_k_ternary_fn_t ternary[SR_K_TERNARY_COUNT][SR_K_DTYPE_COUNT];
  sr_k_unary_fn_t convert[SR_K_CONVERT_COUNT][SR_K_DTYPE_COUNT]
                         [SR_K_DTYPE_COUNT];

  sr_k_reduce_inner_fn_t reduce_inner[SR_K_REDUCE_COUNT][SR_K_DTYPE_COUNT];
  sr_k_reduce_outer_fn_t reduce_outer[SR_K_REDUCE_COUNT][SR_K_DTYPE_COUNT];

  // Micro-kernels by accumulator: [0] f32 (f32/f16/bf16 inputs), [1] i32.
  sr_k_matmul_ukernel_t matmul_f32;
  sr_k_matmul_ukernel_t matmul_i32;
};

// The variant for this process: the best the CPU supports, or the one
// SR_KERNELS names. Returns SR_K_ERROR_UNSUPPORTED (and sets *out_table to
// NULL) when SR_KERNELS names an unknown variant or one this CPU or build
// cannot run; sr_k_dispatch_error() then says why.
int sr_k_table_get(const sr_k_table_t** out_table);

// The human-readable reason for the last failure of sr_k_table_get (a
// constant string; "" when there was none).
const char* sr_k_dispatch_error(void);

// True when this CPU and this build can run |isa|.
bool sr_k_isa_supported(sr_k_isa_t isa);

// The table of |isa| regardless of SR_KERNELS, or NULL when unsupported.
const sr_k_table_t* sr_k_table_for_isa(sr_k_isa_t isa);

// "scalar", "avx2", "avx512".
const char* sr_k_isa_name(sr_k_isa_t isa);

// Parses an ISA name as SR_KERNELS spells it. Returns false if unknown.
bool sr_k_isa_parse(const char* name, sr_k_isa_t* out_isa);

// The variant the CPU features alone would choose (ignores SR_KERNELS).
sr_k_isa_t sr_k_best_isa(void);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_KERNELS_DISPATCH_H_
