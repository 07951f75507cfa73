// iree_linalg_ext.topk against a naive loop written from TopkOp's scalar
// implementation (insertion of each element into the outs, values and
// indices selected by their own conditions): the 4 largest of 100 rows of
// 20 f32 with ties and NaNs, implicit i32 indices, outs prefilled, one
// thread and all.

#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "test_util.h"

static const char kTopk[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<100x20xf32>>\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<100x8xi32>>\n"
    "  %v = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
    "sizes = [100, 20], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<100x20xf32>> -> "
    "tensor<100x20xf32>\n"
    "  %ov0 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], "
    "sizes = [100, 4], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<100x8xi32>> -> "
    "tensor<100x4xi32>\n"
    "  %ov = arith.bitcast %ov0 : tensor<100x4xi32> to tensor<100x4xf32>\n"
    "  %oi = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 4], "
    "sizes = [100, 4], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<100x8xi32>> -> "
    "tensor<100x4xi32>\n"
    "  %t:2 = \"iree_linalg_ext.topk\"(%v, %ov, %oi) <{dimension = 1 : "
    "i64}> ({\n"
    "  ^bb0(%a: f32, %b: f32):\n"
    "    %gt = arith.cmpf ogt, %a, %b : f32\n"
    "    \"iree_linalg_ext.yield\"(%gt) : (i1) -> ()\n"
    "  }) : (tensor<100x20xf32>, tensor<100x4xf32>, tensor<100x4xi32>) -> "
    "(tensor<100x4xf32>, tensor<100x4xi32>)\n"
    "  %tv = arith.bitcast %t#0 : tensor<100x4xf32> to tensor<100x4xi32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %tv, %1, offsets = [0, 0], "
    "sizes = [100, 4], strides = [1, 1] : tensor<100x4xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<100x8xi32>>\n"
    "  iree_tensor_ext.dispatch.tensor.store %t#1, %1, offsets = [0, 4], "
    "sizes = [100, 4], strides = [1, 1] : tensor<100x4xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<100x8xi32>>\n"
    "  return\n"
    "}\n";

static bool ogt(float a, float b) { return a > b; }  // false on NaN

Test(ext_topk, largest_with_ties_and_nans) {
  static float v[2000];
  static int32_t init[800], want[800], out[2][800];
  di_random_f32(v, 2000, 61, -4, 4);
  for (int i = 0; i < 2000; ++i) v[i] = roundf(v[i]);  // many ties
  for (int i = 7; i < 2000; i += 37) v[i] = NAN;
  for (int r = 0; r < 100; ++r) {
    for (int k = 0; k < 4; ++k) {
      float start = r % 3 == 0 ? 2.0f : -INFINITY;  // some rows prefilled
      memcpy(&init[r * 8 + k], &start, 4);
      init[r * 8 + 4 + k] = r % 3 == 0 ? -1 - k : -1;
    }
  }
  memcpy(want, init, sizeof(init));
  for (int r = 0; r < 100; ++r) {
    float* ov = (float*)&want[r * 8];
    int32_t* oi = &want[r * 8 + 4];
    for (int n = 0; n < 20; ++n) {
      float cv = v[r * 20 + n];
      int32_t ci = n;
      for (int k = 0; k < 4; ++k) {
        bool f = ogt(cv, ov[k]), b = ogt(ov[k], cv);
        bool take_index = f || (f == b && ci < oi[k]);
        if (f) {
          float t = ov[k];
          ov[k] = cv;
          cv = t;
        }
        if (take_index) {
          int32_t t = oi[k];
          oi[k] = ci;
          ci = t;
        }
      }
    }
  }
  for (int t = 0; t < 2; ++t) {
    di_harness_t h;
    di_prepare_ok(kTopk, t == 0 ? 1 : 0, &h);
    memcpy(out[t], init, sizeof(init));
    void* bindings[2] = {v, out[t]};
    size_t lengths[2] = {sizeof(v), sizeof(out[t])};
    di_run_ok(&h, bindings, lengths, 2, NULL, 0);
    cr_assert(memcmp(out[t], want, sizeof(want)) == 0, "threads %d", t);
    di_release(&h);
  }
}
