// iree_linalg_ext.scan and arg_compare against naive loops written from
// IREE's scalar implementations: an inclusive f32 prefix sum along the
// first dimension of 9x150 (more rows than one block, strided rows) with
// its accumulator, an exclusive i32 scan of length 1 (the accumulator is
// left as it was), and an argmin with explicit i64 indices; one thread and
// all give the same bits.

#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "test_util.h"

Test(ext_scan, inclusive_sum_along_the_first_dimension) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x150xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x150xf32>>\n"
      "  %x = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [9, 150], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x150xf32>> -> "
      "tensor<9x150xf32>\n"
      "  %acc = iree_tensor_ext.dispatch.tensor.load %0, offsets = [9, 0], "
      "sizes = [1, 150], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x150xf32>> -> "
      "tensor<150xf32>\n"
      "  %e = tensor.empty() : tensor<9x150xf32>\n"
      "  %s:2 = \"iree_linalg_ext.scan\"(%x, %e, %acc) <{dimension = 0 : "
      "i64, inclusive = true}> ({\n"
      "  ^bb0(%a: f32, %b: f32):\n"
      "    %r = arith.addf %a, %b : f32\n"
      "    \"iree_linalg_ext.yield\"(%r) : (f32) -> ()\n"
      "  }) : (tensor<9x150xf32>, tensor<9x150xf32>, tensor<150xf32>) -> "
      "(tensor<9x150xf32>, tensor<150xf32>)\n"
      "  iree_tensor_ext.dispatch.tensor.store %s#0, %1, offsets = [0, 0], "
      "sizes = [9, 150], strides = [1, 1] : tensor<9x150xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x150xf32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %s#1, %1, offsets = [9, 0], "
      "sizes = [1, 150], strides = [1, 1] : tensor<150xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x150xf32>>\n"
      "  return\n"
      "}\n";
  static float in[1500], want[1500], out[2][1500];
  di_random_f32(in, 1500, 41, -2, 2);
  for (int c = 0; c < 150; ++c) {
    float run = in[c];
    want[c] = run;
    for (int r = 1; r < 9; ++r) {
      run = run + in[r * 150 + c];  // f(previous output, input[j])
      want[r * 150 + c] = run;
    }
    want[9 * 150 + c] = run;
  }
  for (int t = 0; t < 2; ++t) {
    di_harness_t h;
    di_prepare_ok(text, t == 0 ? 1 : 0, &h);
    void* bindings[2] = {in, out[t]};
    size_t lengths[2] = {sizeof(in), sizeof(out[t])};
    di_run_ok(&h, bindings, lengths, 2, NULL, 0);
    cr_assert(memcmp(out[t], want, sizeof(want)) == 0, "threads %d", t);
    di_release(&h);
  }
}

// Exclusive, length 1: output[0] = accumulator, accumulator unchanged.
Test(ext_scan, exclusive_of_length_one_keeps_the_accumulator) {
  const char* text =
      "func.func @f(%arg0: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xi32>>\n"
      "  %x0 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [1, 4], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xi32>> -> "
      "tensor<4xi32>\n"
      "  %x = tensor.expand_shape %x0 [[0, 1]] output_shape [4, 1] : "
      "tensor<4xi32> into tensor<4x1xi32>\n"
      "  %acc = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0], "
      "sizes = [1, 4], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xi32>> -> "
      "tensor<4xi32>\n"
      "  %e = tensor.empty() : tensor<4x1xi32>\n"
      "  %s:2 = \"iree_linalg_ext.scan\"(%x, %e, %acc) <{dimension = 1 : "
      "i64, inclusive = false}> ({\n"
      "  ^bb0(%a: i32, %b: i32):\n"
      "    %r = arith.muli %a, %b : i32\n"
      "    \"iree_linalg_ext.yield\"(%r) : (i32) -> ()\n"
      "  }) : (tensor<4x1xi32>, tensor<4x1xi32>, tensor<4xi32>) -> "
      "(tensor<4x1xi32>, tensor<4xi32>)\n"
      "  %o = tensor.collapse_shape %s#0 [[0, 1]] : tensor<4x1xi32> into "
      "tensor<4xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %o, %0, offsets = [2, 0], "
      "sizes = [1, 4], strides = [1, 1] : tensor<4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xi32>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %s#1, %0, offsets = [0, 0], "
      "sizes = [1, 4], strides = [1, 1] : tensor<4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x4xi32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  int32_t data[12] = {5, 6, 7, 8, -1, -2, -3, -4, 0, 0, 0, 0};
  void* bindings[1] = {data};
  size_t lengths[1] = {sizeof(data)};
  di_run_ok(&h, bindings, lengths, 1, NULL, 0);
  int32_t want[12] = {-1, -2, -3, -4, -1, -2, -3, -4, -1, -2, -3, -4};
  cr_assert(memcmp(data, want, sizeof(want)) == 0);
  di_release(&h);
}

// argmin by cmpf olt with explicit i64 indices (ties keep the first, NaN
// candidates never win), initial best from the outs.
Test(ext_scan, arg_compare_explicit_indices) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: "
      "!stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<70x33xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<70x33xi64>>\n"
      "  %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<70x2xi64>>\n"
      "  %x = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [70, 33], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<70x33xf32>> -> "
      "tensor<70x33xf32>\n"
      "  %i = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], "
      "sizes = [70, 33], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<70x33xi64>> -> "
      "tensor<70x33xi64>\n"
      "  %big = arith.constant 1.5 : f32\n"
      "  %none = arith.constant -1 : i64\n"
      "  %ev = tensor.empty() : tensor<70xf32>\n"
      "  %fv = linalg.fill ins(%big : f32) outs(%ev : tensor<70xf32>) -> "
      "tensor<70xf32>\n"
      "  %ei = tensor.empty() : tensor<70xi64>\n"
      "  %fi = linalg.fill ins(%none : i64) outs(%ei : tensor<70xi64>) -> "
      "tensor<70xi64>\n"
      "  %m:2 = \"iree_linalg_ext.arg_compare\"(%x, %i, %fv, %fi) "
      "<{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, "
      "0>}> ({\n"
      "  ^bb0(%a: f32, %b: f32):\n"
      "    %lt = arith.cmpf olt, %a, %b : f32\n"
      "    \"iree_linalg_ext.yield\"(%lt) : (i1) -> ()\n"
      "  }) : (tensor<70x33xf32>, tensor<70x33xi64>, tensor<70xf32>, "
      "tensor<70xi64>) -> (tensor<70xf32>, tensor<70xi64>)\n"
      "  %b = arith.bitcast %m#0 : tensor<70xf32> to tensor<70xi32>\n"
      "  %w = arith.extui %b : tensor<70xi32> to tensor<70xi64>\n"
      "  %t = tensor.from_elements %none : tensor<1xi64>\n"
      "  iree_tensor_ext.dispatch.tensor.store %w, %2, offsets = [0, 0], "
      "sizes = [70, 1], strides = [1, 1] : tensor<70xi64> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<70x2xi64>>\n"
      "  iree_tensor_ext.dispatch.tensor.store %m#1, %2, offsets = [0, 1], "
      "sizes = [70, 1], strides = [1, 1] : tensor<70xi64> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<70x2xi64>>\n"
      "  return\n"
      "}\n";
  static float x[70 * 33];
  static int64_t idx[70 * 33], out[2][140], want[140];
  di_random_f32(x, 70 * 33, 43, -2, 2);
  for (int i = 0; i < 70 * 33; ++i) {
    x[i] = roundf(x[i]);  // ties
    idx[i] = 1000 + i * 7;
  }
  x[5] = NAN;
  x[33 * 3] = NAN;
  for (int r = 0; r < 70; ++r) {
    float best = 1.5f;
    int64_t best_index = -1;
    for (int j = 0; j < 33; ++j) {
      float v = x[r * 33 + j];
      if (v < best) {  // cmpf olt: false on NaN
        best = v;
        best_index = idx[r * 33 + j];
      }
    }
    uint32_t bits;
    memcpy(&bits, &best, 4);
    want[r * 2] = bits;
    want[r * 2 + 1] = best_index;
  }
  for (int t = 0; t < 2; ++t) {
    di_harness_t h;
    di_prepare_ok(text, t == 0 ? 1 : 0, &h);
    void* bindings[3] = {x, idx, out[t]};
    size_t lengths[3] = {sizeof(x), sizeof(idx), sizeof(out[t])};
    di_run_ok(&h, bindings, lengths, 3, NULL, 0);
    cr_assert(memcmp(out[t], want, sizeof(want)) == 0, "threads %d", t);
    di_release(&h);
  }
}
