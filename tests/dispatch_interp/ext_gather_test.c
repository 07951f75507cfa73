// iree_linalg_ext.gather against a naive loop written from GatherOp's
// scalar implementation: rows of a 3-D source picked by i64 index pairs
// through dimension_map = [1, 0] (pairs are (dim 1, dim 0)), a batch of
// 40x3, one thread and all; an index past the source is a located error.

#include <criterion/criterion.h>
#include <string.h>

#include "test_util.h"

// source 7x5x9 f32, indices 40x3x2 i64, output 40x3x9:
// out[b0, b1, s] = source[idx[b0, b1, 1], idx[b0, b1, 0], s].
static const char kGather[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: "
    "!stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x5x9xf32>>\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x3x2xi64>>\n"
    "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x3x9xf32>>\n"
    "  %s = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], "
    "sizes = [7, 5, 9], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<7x5x9xf32>> -> "
    "tensor<7x5x9xf32>\n"
    "  %i = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], "
    "sizes = [40, 3, 2], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<40x3x2xi64>> -> "
    "tensor<40x3x2xi64>\n"
    "  %e = tensor.empty() : tensor<40x3x9xf32>\n"
    "  %g = \"iree_linalg_ext.gather\"(%s, %i, %e) <{dimension_map = "
    "array<i64: 1, 0>}> : (tensor<7x5x9xf32>, tensor<40x3x2xi64>, "
    "tensor<40x3x9xf32>) -> tensor<40x3x9xf32>\n"  // line 9
    "  iree_tensor_ext.dispatch.tensor.store %g, %2, offsets = [0, 0, 0], "
    "sizes = [40, 3, 9], strides = [1, 1, 1] : tensor<40x3x9xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<40x3x9xf32>>\n"
    "  return\n"
    "}\n";

Test(ext_gather, slices_by_index_pairs) {
  static float src[7 * 5 * 9], out[2][40 * 3 * 9], want[40 * 3 * 9];
  static int64_t idx[40 * 3 * 2];
  di_random_f32(src, 7 * 5 * 9, 51, -1, 1);
  for (int b = 0; b < 120; ++b) {
    idx[b * 2] = b % 5;      // source dim 1
    idx[b * 2 + 1] = b % 7;  // source dim 0
  }
  for (int b = 0; b < 120; ++b) {
    for (int k = 0; k < 9; ++k) {
      want[b * 9 + k] = src[(idx[b * 2 + 1] * 5 + idx[b * 2]) * 9 + k];
    }
  }
  for (int t = 0; t < 2; ++t) {
    di_harness_t h;
    di_prepare_ok(kGather, t == 0 ? 1 : 0, &h);
    void* bindings[3] = {src, idx, out[t]};
    size_t lengths[3] = {sizeof(src), sizeof(idx), sizeof(out[t])};
    di_run_ok(&h, bindings, lengths, 3, NULL, 0);
    cr_assert(memcmp(out[t], want, sizeof(want)) == 0, "threads %d", t);
    di_release(&h);
  }
}

Test(ext_gather, out_of_bounds_index_is_located) {
  static float src[7 * 5 * 9], out[40 * 3 * 9];
  static int64_t idx[40 * 3 * 2];
  idx[77 * 2] = 5;  // source dimension 1 has 5 rows
  di_harness_t h;
  di_prepare_ok(kGather, 0, &h);
  void* bindings[3] = {src, idx, out};
  size_t lengths[3] = {sizeof(src), sizeof(idx), sizeof(out)};
  sr_status_t status = di_run(&h, bindings, lengths, 3, NULL, 0, NULL);
  cr_assert(status, "expected an out-of-bounds failure");
  cr_assert_eq(sr_status_ir_loc(status).line, 9u);
  const char* message = di_status_text(status);
  cr_assert(strstr(message, "out of bounds"), "%s", message);
  di_release(&h);
}
