// iree_linalg_ext.scatter against a naive loop written from ScatterOp's
// scalar implementation: 40 rows of updates combined by maxsi into a 6x3
// i32 original at repeated indices (no index dimension), the original read
// from a binding and updated in order; an index past the original is a
// located error.

#include <criterion/criterion.h>
#include <string.h>

#include "test_util.h"

static const char kScatter[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: "
    "!stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x3xi32>>\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<40xi32>>\n"
    "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x3xi32>>\n"
    "  %u = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
    "sizes = [40, 3], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x3xi32>> -> "
    "tensor<40x3xi32>\n"
    "  %i = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = "
    "[40], strides = [1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<40xi32>> -> "
    "tensor<40xi32>\n"
    "  %o = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], "
    "sizes = [6, 3], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x3xi32>> -> "
    "tensor<6x3xi32>\n"
    "  %r = \"iree_linalg_ext.scatter\"(%u, %i, %o) <{dimension_map = "
    "array<i64: 0>, unique_indices = false}> ({\n"  // line 9
    "  ^bb0(%x: i32, %y: i32):\n"
    "    %m = arith.maxsi %x, %y : i32\n"
    "    %s = arith.addi %m, %x : i32\n"
    "    \"iree_linalg_ext.yield\"(%s) : (i32) -> ()\n"
    "  }) : (tensor<40x3xi32>, tensor<40xi32>, tensor<6x3xi32>) -> "
    "tensor<6x3xi32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %r, %2, offsets = [0, 0], "
    "sizes = [6, 3], strides = [1, 1] : tensor<6x3xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<6x3xi32>>\n"
    "  return\n"
    "}\n";

Test(ext_scatter, combines_in_order_at_repeated_indices) {
  int32_t u[120], idx[40], orig[18], want[18];
  di_random_i32(u, 120, 71, -50, 50);
  di_random_i32(orig, 18, 72, -50, 50);
  for (int b = 0; b < 40; ++b) idx[b] = (b * 7) % 6;
  memcpy(want, orig, sizeof(orig));
  for (int b = 0; b < 40; ++b) {
    for (int k = 0; k < 3; ++k) {
      int32_t x = u[b * 3 + k], y = want[idx[b] * 3 + k];
      want[idx[b] * 3 + k] = (x > y ? x : y) + x;  // order matters
    }
  }
  for (int threads = 1; threads >= 0; --threads) {
    di_harness_t h;
    di_prepare_ok(kScatter, threads, &h);
    int32_t out[18];
    memcpy(out, orig, sizeof(orig));
    void* bindings[3] = {u, idx, out};
    size_t lengths[3] = {sizeof(u), sizeof(idx), sizeof(out)};
    di_run_ok(&h, bindings, lengths, 3, NULL, 0);
    cr_assert(memcmp(out, want, sizeof(want)) == 0, "threads %d", threads);
    di_release(&h);
  }
}

Test(ext_scatter, out_of_bounds_index_is_located) {
  int32_t u[120] = {0}, idx[40] = {0}, out[18] = {0};
  idx[31] = -1;
  di_harness_t h;
  di_prepare_ok(kScatter, 1, &h);
  void* bindings[3] = {u, idx, out};
  size_t lengths[3] = {sizeof(u), sizeof(idx), sizeof(out)};
  sr_status_t status = di_run(&h, bindings, lengths, 3, NULL, 0, NULL);
  cr_assert(status, "expected an out-of-bounds failure");
  cr_assert_eq(sr_status_ir_loc(status).line, 9u);
  const char* message = di_status_text(status);
  cr_assert(strstr(message, "out of bounds"), "%s", message);
  di_release(&h);
}
