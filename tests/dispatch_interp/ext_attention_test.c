// iree_linalg_ext.attention against a naive loop in double precision of
// IREE's decomposition: the key stored transposed ((b, d, k2) through its
// map), a float mask added in log2 units, a score region that halves the
// (log2-scaled) score, 3 heads of 33 queries over 70 keys; one thread and
// all give the same bits.

#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "test_util.h"

enum { kB = 3, kM = 33, kK1 = 16, kK2 = 70, kN = 9 };

static const char kAttention[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 6400 : index\n"
    "  %c2 = arith.constant 19840 : index\n"
    "  %c3 = arith.constant 27456 : index\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x33x16xf32>>\n"
    "  %1 = stream.binding.subspan %arg0[%c1] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x16x70xf32>>\n"
    "  %2 = stream.binding.subspan %arg0[%c2] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x70x9xf32>>\n"
    "  %3 = stream.binding.subspan %arg0[%c3] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<33x70xf32>>\n"
    "  %4 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x33x9xf32>>\n"
    "  %q = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], "
    "sizes = [3, 33, 16], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x33x16xf32>> -> "
    "tensor<3x33x16xf32>\n"
    "  %k = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], "
    "sizes = [3, 16, 70], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x16x70xf32>> -> "
    "tensor<3x16x70xf32>\n"
    "  %v = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], "
    "sizes = [3, 70, 9], strides = [1, 1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x70x9xf32>> -> "
    "tensor<3x70x9xf32>\n"
    "  %m = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], "
    "sizes = [33, 70], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<33x70xf32>> -> "
    "tensor<33x70xf32>\n"
    "  %scale = arith.constant 0.25 : f32\n"
    "  %half = arith.constant 0.5 : f32\n"
    "  %e = tensor.empty() : tensor<3x33x9xf32>\n"
    "  %r = \"iree_linalg_ext.attention\"(%q, %k, %v, %scale, %m, %e) "
    "<{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>, "
    "affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>, affine_map<(d0, d1, "
    "d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, "
    "affine_map<(d0, d1, d2, d3, d4) -> (d1, d3)>, affine_map<(d0, d1, d2, "
    "d3, d4) -> (d0, d1, d4)>]}> ({\n"
    "  ^bb0(%x: f32):\n"
    "    %y = arith.mulf %x, %half : f32\n"
    "    \"iree_linalg_ext.yield\"(%y) : (f32) -> ()\n"
    "  }) : (tensor<3x33x16xf32>, tensor<3x16x70xf32>, tensor<3x70x9xf32>, "
    "f32, tensor<33x70xf32>, tensor<3x33x9xf32>) -> tensor<3x33x9xf32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %r, %4, offsets = [0, 0, 0], "
    "sizes = [3, 33, 9], strides = [1, 1, 1] : tensor<3x33x9xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x33x9xf32>>\n"
    "  return\n"
    "}\n";

Test(ext_attention, transposed_key_float_mask_and_score_region) {
  // One input binding: q at 0, k at 6400 B, v at 19840 B, mask at 27456 B.
  static float in[(27456 + 33 * 70 * 4) / 4];
  static float out[2][kB * kM * kN], want[kB * kM * kN];
  float* q = in;
  float* k = in + 6400 / 4;
  float* v = in + 19840 / 4;
  float* mask = in + 27456 / 4;
  di_random_f32(q, kB * kM * kK1, 81, -1, 1);
  di_random_f32(k, kB * kK1 * kK2, 82, -1, 1);
  di_random_f32(v, kB * kK2 * kN, 83, -1, 1);
  di_random_f32(mask, kM * kK2, 84, -3, 0);
  for (int b = 0; b < kB; ++b) {
    for (int m = 0; m < kM; ++m) {
      double s[kK2], max = -INFINITY, sum = 0;
      for (int j = 0; j < kK2; ++j) {
        double dot = 0;
        for (int i = 0; i < kK1; ++i) {
          dot += (double)q[(b * kM + m) * kK1 + i] * 0.25 * M_LOG2E *
                 k[(b * kK1 + i) * kK2 + j];
        }
        s[j] = dot * 0.5 + mask[m * kK2 + j] * M_LOG2E;
        max = fmax(max, s[j]);
      }
      for (int j = 0; j < kK2; ++j) sum += exp2(s[j] - max);
      for (int n = 0; n < kN; ++n) {
        double acc = 0;
        for (int j = 0; j < kK2; ++j) {
          acc += exp2(s[j] - max) / sum * v[(b * kK2 + j) * kN + n];
        }
        want[(b * kM + m) * kN + n] = (float)acc;
      }
    }
  }
  for (int t = 0; t < 2; ++t) {
    di_harness_t h;
    di_prepare_ok(kAttention, t == 0 ? 1 : 0, &h);
    void* bindings[2] = {in, out[t]};
    size_t lengths[2] = {sizeof(in), sizeof(out[t])};
    di_run_ok(&h, bindings, lengths, 2, NULL, 0);
    di_expect_near_f32(out[t], want, kB * kM * kN, 2e-5, "attention");
    di_release(&h);
  }
  cr_assert(memcmp(out[0], out[1], sizeof(out[0])) == 0,
            "the same bits on one thread and on all");
}
