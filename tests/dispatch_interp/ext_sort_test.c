// iree_linalg_ext.sort against IREE's own algorithm written as a naive
// loop (n sweeps of adjacent compare-and-swap, swapping unless the
// comparator yields true): an argsort with ties and NaNs, a descending
// i32 sort along the first dimension of a 3-D tensor with more rows than
// one block, and the same bits on one thread and on all.

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "test_util.h"

// Keys f32 [rows x n] sorted along dimension 1 with their indices
// (i32, carried): cmpf olt on the keys.
static const char kArgsort[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x9xf32>>\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x9xi32>>\n"
    "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
    "sizes = [5, 9], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<5x9xf32>> -> "
    "tensor<5x9xf32>\n"
    "  %e = tensor.empty() : tensor<5x9xi32>\n"
    "  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, "
    "d1)>], iterator_types = [\"parallel\", \"parallel\"]} outs(%e : "
    "tensor<5x9xi32>) {\n"
    "  ^bb0(%o: i32):\n"
    "    %j = linalg.index 1 : index\n"
    "    %i = arith.index_cast %j : index to i32\n"
    "    linalg.yield %i : i32\n"
    "  } -> tensor<5x9xi32>\n"
    "  %s:2 = \"iree_linalg_ext.sort\"(%a, %iota) <{dimension = 1 : i64, "
    "operandSegmentSizes = array<i32: 0, 2>}> ({\n"
    "  ^bb0(%x: f32, %y: f32, %p: i32, %q: i32):\n"
    "    %lt = arith.cmpf olt, %x, %y : f32\n"
    "    \"iree_linalg_ext.yield\"(%lt) : (i1) -> ()\n"
    "  }) : (tensor<5x9xf32>, tensor<5x9xi32>) -> (tensor<5x9xf32>, "
    "tensor<5x9xi32>)\n"
    "  %bits = arith.bitcast %s#0 : tensor<5x9xf32> to tensor<5x9xi32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %bits, %1, offsets = [0, 0, 0], "
    "sizes = [1, 5, 9], strides = [1, 1, 1] : tensor<5x9xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x9xi32>>\n"
    "  iree_tensor_ext.dispatch.tensor.store %s#1, %1, offsets = [1, 0, 0], "
    "sizes = [1, 5, 9], strides = [1, 1, 1] : tensor<5x9xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x9xi32>>\n"
    "  return\n"
    "}\n";

// IREE's SortOp lowering on one row of |n| (keys, values) with stride
// |stride|: |less| is the comparator.
static void bubble(void* keys, size_t key_size, int32_t* values, int n,
                   int stride, bool (*less)(const void*, const void*)) {
  uint8_t* k = (uint8_t*)keys;
  for (int sweep = 0; sweep < n; ++sweep) {
    for (int j = 0; j + 1 < n; ++j) {
      uint8_t* a = k + (size_t)j * stride * key_size;
      uint8_t* b = k + (size_t)(j + 1) * stride * key_size;
      if (less(a, b)) continue;
      uint8_t t[8];
      memcpy(t, a, key_size);
      memcpy(a, b, key_size);
      memcpy(b, t, key_size);
      if (values) {
        int32_t v = values[j * stride];
        values[j * stride] = values[(j + 1) * stride];
        values[(j + 1) * stride] = v;
      }
    }
  }
}

static bool olt_f32(const void* a, const void* b) {
  float x, y;
  memcpy(&x, a, 4);
  memcpy(&y, b, 4);
  return x < y;  // false on NaN, as cmpf olt
}

static bool sgt_i32(const void* a, const void* b) {
  int32_t x, y;
  memcpy(&x, a, 4);
  memcpy(&y, b, 4);
  return x > y;
}

Test(ext_sort, argsort_ties_and_nans) {
  float a[45];
  di_random_f32(a, 45, 17, -3, 3);
  // Ties (keys repeated within a row) and NaNs.
  for (int i = 0; i < 45; i += 3) a[i] = floorf(a[i]);
  for (int i = 1; i < 45; i += 3) a[i] = floorf(a[i] * 0.5f);
  a[4] = NAN;
  a[20] = NAN;
  a[22] = NAN;
  float keys[45];
  int32_t want_index[45];
  memcpy(keys, a, sizeof(a));
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < 9; ++c) want_index[r * 9 + c] = c;
    bubble(&keys[r * 9], 4, &want_index[r * 9], 9, 1, olt_f32);
  }
  for (int threads = 1; threads >= 0; --threads) {
    di_harness_t h;
    di_prepare_ok(kArgsort, threads, &h);
    int32_t out[90];
    void* bindings[2] = {a, out};
    size_t lengths[2] = {sizeof(a), sizeof(out)};
    di_run_ok(&h, bindings, lengths, 2, NULL, 0);
    cr_assert(memcmp(out, keys, sizeof(keys)) == 0, "sorted keys");
    cr_assert(memcmp(out + 45, want_index, sizeof(want_index)) == 0,
              "the indices move with their keys, ties as IREE swaps them");
    di_release(&h);
  }
}

// Descending i32 along dimension 0 of a 12x10x15 tensor (150 rows of 12,
// strided), keys alone: ties, INT32_MIN/MAX, several blocks of rows.
Test(ext_sort, descending_along_the_first_dimension) {
  const char* text =
      "func.func @f(%arg0: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<12x10x15xi32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], "
      "sizes = [12, 10, 15], strides = [1, 1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<12x10x15xi32>> -> "
      "tensor<12x10x15xi32>\n"
      "  %s = \"iree_linalg_ext.sort\"(%a) <{dimension = 0 : i64, "
      "operandSegmentSizes = array<i32: 0, 1>}> ({\n"
      "  ^bb0(%x: i32, %y: i32):\n"
      "    %gt = arith.cmpi sgt, %x, %y : i32\n"
      "    \"iree_linalg_ext.yield\"(%gt) : (i1) -> ()\n"
      "  }) : (tensor<12x10x15xi32>) -> tensor<12x10x15xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %s, %0, offsets = [0, 0, 0], "
      "sizes = [12, 10, 15], strides = [1, 1, 1] : tensor<12x10x15xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<12x10x15xi32>>\n"
      "  return\n"
      "}\n";
  enum { kCount = 12 * 10 * 15 };
  static int32_t in[kCount], want[kCount], one[kCount], all[kCount];
  di_random_i32(in, kCount, 3, -20, 20);
  in[7] = INT32_MIN;
  in[150 + 7] = INT32_MAX;
  memcpy(want, in, sizeof(in));
  for (int row = 0; row < 150; ++row) {
    bubble(&want[row], 4, NULL, 12, 150, sgt_i32);
  }
  int32_t* outs[2] = {one, all};
  for (int t = 0; t < 2; ++t) {
    di_harness_t h;
    di_prepare_ok(text, t == 0 ? 1 : 0, &h);
    memcpy(outs[t], in, sizeof(in));
    void* bindings[1] = {outs[t]};
    size_t lengths[1] = {sizeof(in)};
    di_run_ok(&h, bindings, lengths, 1, NULL, 0);
    cr_assert(memcmp(outs[t], want, sizeof(want)) == 0, "threads %d", t);
    di_release(&h);
  }
  cr_assert(memcmp(one, all, sizeof(one)) == 0);
}

// Operands of different shapes fail at the sort.
Test(ext_sort, mismatched_operands_are_located) {
  const char* text =
      "func.func @f(%arg0: !stream.binding) {\n"
      "  %a = tensor.empty() : tensor<4x3xf32>\n"
      "  %b = tensor.empty() : tensor<4x2xi32>\n"
      "  %s:2 = \"iree_linalg_ext.sort\"(%a, %b) <{dimension = 0 : i64, "
      "operandSegmentSizes = array<i32: 0, 2>}> ({\n"  // line 4
      "  ^bb0(%x: f32, %y: f32, %p: i32, %q: i32):\n"
      "    %lt = arith.cmpf olt, %x, %y : f32\n"
      "    \"iree_linalg_ext.yield\"(%lt) : (i1) -> ()\n"
      "  }) : (tensor<4x3xf32>, tensor<4x2xi32>) -> (tensor<4x3xf32>, "
      "tensor<4x2xi32>)\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  int32_t dummy[4];
  void* bindings[1] = {dummy};
  size_t lengths[1] = {sizeof(dummy)};
  sr_status_t status = di_run(&h, bindings, lengths, 1, NULL, 0, NULL);
  cr_assert(status);
  cr_assert_eq(sr_status_ir_loc(status).line, 4u);
  const char* message = di_status_text(status);
  cr_assert(strstr(message, "differ in shape"), "%s", message);
  di_release(&h);
}

// Empty operands of every iree_linalg_ext op the interpreter runs: a sort
// of 0 rows, a scan along an empty dimension (the accumulator is kept), a
// top-0, a gather of no batch and a scatter of no update leave their outs
// as they were and touch no memory.
Test(ext_sort, empty_operands_of_every_ext_op) {
  const char* text =
      "func.func @f(%arg0: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3xf32>>\n"
      "  %acc = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], "
      "sizes = [3], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3xf32>> -> "
      "tensor<3xf32>\n"
      "  %e0 = tensor.empty() : tensor<0x5xf32>\n"
      "  %s = \"iree_linalg_ext.sort\"(%e0) <{dimension = 1 : i64, "
      "operandSegmentSizes = array<i32: 0, 1>}> ({\n"
      "  ^bb0(%x: f32, %y: f32):\n"
      "    %lt = arith.cmpf olt, %x, %y : f32\n"
      "    \"iree_linalg_ext.yield\"(%lt) : (i1) -> ()\n"
      "  }) : (tensor<0x5xf32>) -> tensor<0x5xf32>\n"
      "  %in = tensor.empty() : tensor<3x0xf32>\n"
      "  %sc:2 = \"iree_linalg_ext.scan\"(%in, %in, %acc) <{dimension = 1 : "
      "i64, inclusive = true}> ({\n"
      "  ^bb0(%a: f32, %b: f32):\n"
      "    %r = arith.addf %a, %b : f32\n"
      "    \"iree_linalg_ext.yield\"(%r) : (f32) -> ()\n"
      "  }) : (tensor<3x0xf32>, tensor<3x0xf32>, tensor<3xf32>) -> "
      "(tensor<3x0xf32>, tensor<3xf32>)\n"
      "  %v = tensor.empty() : tensor<3x4xf32>\n"
      "  %k0 = tensor.empty() : tensor<3x0xf32>\n"
      "  %ki = tensor.empty() : tensor<3x0xi32>\n"
      "  %t:2 = \"iree_linalg_ext.topk\"(%v, %k0, %ki) <{dimension = 1 : "
      "i64}> ({\n"
      "  ^bb0(%a: f32, %b: f32):\n"
      "    %gt = arith.cmpf ogt, %a, %b : f32\n"
      "    \"iree_linalg_ext.yield\"(%gt) : (i1) -> ()\n"
      "  }) : (tensor<3x4xf32>, tensor<3x0xf32>, tensor<3x0xi32>) -> "
      "(tensor<3x0xf32>, tensor<3x0xi32>)\n"
      "  %src = tensor.empty() : tensor<4x2xf32>\n"
      "  %idx = tensor.empty() : tensor<0xi32>\n"
      "  %go = tensor.empty() : tensor<0x2xf32>\n"
      "  %g = \"iree_linalg_ext.gather\"(%src, %idx, %go) <{dimension_map = "
      "array<i64: 0>}> : (tensor<4x2xf32>, tensor<0xi32>, tensor<0x2xf32>) "
      "-> tensor<0x2xf32>\n"
      "  %sx = \"iree_linalg_ext.scatter\"(%go, %idx, %src) <{dimension_map "
      "= array<i64: 0>, unique_indices = true}> ({\n"
      "  ^bb0(%a: f32, %b: f32):\n"
      "    \"iree_linalg_ext.yield\"(%a) : (f32) -> ()\n"
      "  }) : (tensor<0x2xf32>, tensor<0xi32>, tensor<4x2xf32>) -> "
      "tensor<4x2xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %sc#1, %0, offsets = [0], "
      "sizes = [3], strides = [1] : tensor<3xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<3xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  float acc[3] = {1.5f, -2.0f, 4.0f};
  void* bindings[1] = {acc};
  size_t lengths[1] = {sizeof(acc)};
  di_run_ok(&h, bindings, lengths, 1, NULL, 0);
  cr_assert(acc[0] == 1.5f && acc[1] == -2.0f && acc[2] == 4.0f);
  di_release(&h);
}
