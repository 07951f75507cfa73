// linalg.softmax (as MLIR decomposes it) and linalg.pack / linalg.unpack
// against naive loops.

#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "test_util.h"

Test(special, softmax_both_dimensions) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x300xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x300xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [5, 300], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x300xf32>> -> "
      "tensor<5x300xf32>\n"
      "  %e = tensor.empty() : tensor<5x300xf32>\n"
      "  %s1 = linalg.softmax dimension(1) ins(%a : tensor<5x300xf32>) "
      "outs(%e : tensor<5x300xf32>) -> tensor<5x300xf32>\n"
      "  %s0 = linalg.softmax dimension(0) ins(%a : tensor<5x300xf32>) "
      "outs(%e : tensor<5x300xf32>) -> tensor<5x300xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %s1, %1, offsets = [0, 0, 0], "
      "sizes = [1, 5, 300], strides = [1, 1, 1] : tensor<5x300xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x300xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %s0, %1, offsets = [1, 0, 0], "
      "sizes = [1, 5, 300], strides = [1, 1, 1] : tensor<5x300xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x300xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  static float a[1500], out[3000], want[3000];
  di_random_f32(a, 1500, 71, -8, 8);
  for (int r = 0; r < 5; ++r) {
    double mx = -INFINITY, sum = 0;
    for (int c = 0; c < 300; ++c) mx = fmax(mx, a[r * 300 + c]);
    for (int c = 0; c < 300; ++c) sum += exp(a[r * 300 + c] - mx);
    for (int c = 0; c < 300; ++c) {
      want[r * 300 + c] = (float)(exp(a[r * 300 + c] - mx) / sum);
    }
  }
  for (int c = 0; c < 300; ++c) {
    double mx = -INFINITY, sum = 0;
    for (int r = 0; r < 5; ++r) mx = fmax(mx, a[r * 300 + c]);
    for (int r = 0; r < 5; ++r) sum += exp(a[r * 300 + c] - mx);
    for (int r = 0; r < 5; ++r) {
      want[1500 + r * 300 + c] = (float)(exp(a[r * 300 + c] - mx) / sum);
    }
  }
  void* bindings[2] = {a, out};
  size_t lengths[2] = {sizeof(a), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  for (int i = 0; i < 3000; ++i) {
    cr_assert(fabs(out[i] - want[i]) <= 1e-6 * want[i] + 1e-12,
              "softmax element %d: %.9g vs %.9g", i, out[i], want[i]);
  }
  di_release(&h);
}

// pack a 5x7 matrix into 2x4 tiles with padding (outer dims transposed),
// then unpack it back.
Test(special, pack_unpack_round_trip) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %pad = arith.constant -9.0 : f32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x7xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x2x4xf32>>\n"
      "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x7xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [5, 7], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x7xf32>> -> "
      "tensor<5x7xf32>\n"
      "  %e = tensor.empty() : tensor<2x3x2x4xf32>\n"
      "  %p = linalg.pack %a padding_value(%pad : f32) outer_dims_perm = [1, "
      "0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : "
      "tensor<5x7xf32> -> tensor<2x3x2x4xf32>\n"
      "  %u0 = tensor.empty() : tensor<5x7xf32>\n"
      "  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, "
      "1] inner_tiles = [2, 4] into %u0 : tensor<2x3x2x4xf32> -> "
      "tensor<5x7xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %p, %1, offsets = [0, 0, 0, "
      "0], sizes = [2, 3, 2, 4], strides = [1, 1, 1, 1] : "
      "tensor<2x3x2x4xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x3x2x4xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %u, %2, offsets = [0, 0], "
      "sizes = [5, 7], strides = [1, 1] : tensor<5x7xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<5x7xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float a[35], packed[48], back[35];
  for (int i = 0; i < 35; ++i) a[i] = (float)i;
  void* bindings[3] = {a, packed, back};
  size_t lengths[3] = {sizeof(a), sizeof(packed), sizeof(back)};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  // packed[j][i][ti][tj] = a[i * 2 + ti][j * 4 + tj] or the padding.
  for (int j = 0; j < 2; ++j) {
    for (int i = 0; i < 3; ++i) {
      for (int ti = 0; ti < 2; ++ti) {
        for (int tj = 0; tj < 4; ++tj) {
          int r = i * 2 + ti, c = j * 4 + tj;
          float want = r < 5 && c < 7 ? a[r * 7 + c] : -9.0f;
          cr_assert_eq(packed[((j * 3 + i) * 2 + ti) * 4 + tj], want);
        }
      }
    }
  }
  cr_assert(memcmp(a, back, sizeof(a)) == 0);
  di_release(&h);
}
