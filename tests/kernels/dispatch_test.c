// Dispatch: variant selection, SR_KERNELS forcing, unsupported variants
// refused cleanly. Criterion runs every test in its own process, so each
// test sees a fresh, not-yet-initialized dispatch.
#include <stdlib.h>

#include "tests/kernels/kernel_test_util.h"

Test(dispatch, default_is_best_supported) {
  unsetenv("SR_KERNELS");
  const sr_k_table_t* table = NULL;
  cr_assert_eq(sr_k_table_get(&table), SR_K_OK);
  cr_assert_not_null(table);
  cr_assert_eq(table->isa, sr_k_best_isa());
  cr_assert(sr_k_isa_supported(SR_K_ISA_SCALAR));
  cr_assert_str_eq(sr_k_dispatch_error(), "");
}

Test(dispatch, forced_scalar) {
  setenv("SR_KERNELS", "scalar", 1);
  const sr_k_table_t* table = NULL;
  cr_assert_eq(sr_k_table_get(&table), SR_K_OK);
  cr_assert_eq(table->isa, SR_K_ISA_SCALAR);
  cr_assert_str_eq(table->name, "scalar");
}

Test(dispatch, forced_unknown_is_an_error) {
  setenv("SR_KERNELS", "sse9", 1);
  const sr_k_table_t* table = (const sr_k_table_t*)1;
  cr_assert_eq(sr_k_table_get(&table), SR_K_ERROR_UNSUPPORTED);
  cr_assert_null(table);
  cr_assert(strstr(sr_k_dispatch_error(), "unknown") != NULL);
}

Test(dispatch, forced_unsupported_is_an_error_not_a_crash) {
  // On a CPU without AVX-512 (this machine) forcing it must fail cleanly; on
  // one with AVX-512 it must succeed.
  setenv("SR_KERNELS", "avx512", 1);
  const sr_k_table_t* table = NULL;
  int rc = sr_k_table_get(&table);
  if (sr_k_isa_supported(SR_K_ISA_AVX512)) {
    cr_assert_eq(rc, SR_K_OK);
    cr_assert_eq(table->isa, SR_K_ISA_AVX512);
  } else {
    cr_assert_eq(rc, SR_K_ERROR_UNSUPPORTED);
    cr_assert_null(table);
    cr_assert(strstr(sr_k_dispatch_error(), "cannot run") != NULL);
    cr_assert_null(sr_k_table_for_isa(SR_K_ISA_AVX512));
  }
}

Test(dispatch, every_supported_table_is_complete) {
  SRK_FOR_EACH_TABLE(table) {
    const sr_k_table_t* scalar = srk_scalar();
    cr_assert_not_null(table->fill);
    cr_assert_not_null(table->copy);
    cr_assert_not_null(table->transpose);
    cr_assert_not_null(table->matmul_f32.fn);
    cr_assert_not_null(table->matmul_i32.fn);
    // A variant specialises entries, never removes one.
    for (int op = 0; op < SR_K_UNARY_COUNT; ++op) {
      for (int t = 0; t < SR_K_DTYPE_COUNT; ++t) {
        cr_assert_eq(!table->unary[op][t], !scalar->unary[op][t]);
      }
    }
    for (int op = 0; op < SR_K_BINARY_COUNT; ++op) {
      for (int t = 0; t < SR_K_DTYPE_COUNT; ++t) {
        cr_assert_eq(!table->binary[op][t], !scalar->binary[op][t]);
      }
    }
  }
}

Test(dispatch, names_round_trip) {
  for (int i = 0; i < SR_K_ISA_COUNT; ++i) {
    sr_k_isa_t parsed;
    cr_assert(sr_k_isa_parse(sr_k_isa_name((sr_k_isa_t)i), &parsed));
    cr_assert_eq(parsed, (sr_k_isa_t)i);
  }
  cr_assert_str_eq(sr_k_dtype_name(SR_K_BF16), "bf16");
  cr_assert_str_eq(sr_k_binary_op_name(SR_K_BINARY_MINNUM), "minnum");
  cr_assert_str_eq(sr_k_cmp_predicate_name(SR_K_CMP_UGE), "uge");
}
