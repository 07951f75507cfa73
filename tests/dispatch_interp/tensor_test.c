// Tensor ops and data-movement linalg ops against naive loops: slices,
// reshapes (views and copies), pad, concat, insert/extract, generate,
// from_elements, splat, gather (tensor.extract in a body), transpose,
// broadcast, map, copy, bitcast.

#include <criterion/criterion.h>
#include <string.h>

#include "test_util.h"

#define BINDING(i, access, type)               \
  "  %" #i " = stream.binding.subspan %arg" #i \
  "[%c0] : !stream.binding -> "                \
  "!iree_tensor_ext.dispatch.tensor<" access ":" type ">\n"

// extract_slice with strides, insert_slice into a copy of the source,
// collapse of a non-contiguous slice (a copy) and expand back, concat.
Test(tensor, slices_reshapes_concat) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      BINDING(0, "readonly", "tensor<6x8xf32>")
      BINDING(1, "writeonly", "tensor<100xf32>")
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [6, 8], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>> -> "
      "tensor<6x8xf32>\n"
      // rows 1, 3, 5; columns 2..5
      "  %s = tensor.extract_slice %a[1, 2] [3, 4] [2, 1] : tensor<6x8xf32> "
      "to tensor<3x4xf32>\n"
      // insert it at [0, 4] of a (copy-on-write: %a is used again)
      "  %i = tensor.insert_slice %s into %a[0, 4] [3, 4] [1, 1] : "
      "tensor<3x4xf32> into tensor<6x8xf32>\n"
      "  %c = tensor.collapse_shape %s [[0, 1]] : tensor<3x4xf32> into "
      "tensor<12xf32>\n"
      "  %x = tensor.expand_shape %c [[0, 1, 2]] output_shape [2, 3, 2] : "
      "tensor<12xf32> into tensor<2x3x2xf32>\n"
      "  %x1 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x2xf32> into "
      "tensor<12xf32>\n"
      "  %f = tensor.collapse_shape %i [[0, 1]] : tensor<6x8xf32> into "
      "tensor<48xf32>\n"
      "  %a1 = tensor.collapse_shape %a [[0, 1]] : tensor<6x8xf32> into "
      "tensor<48xf32>\n"
      "  %cat = tensor.concat dim(0) %x1, %f, %a1 : (tensor<12xf32>, "
      "tensor<48xf32>, tensor<48xf32>) -> tensor<108xf32>\n"
      "  %out = tensor.extract_slice %cat[0] [100] [1] : tensor<108xf32> to "
      "tensor<100xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %out, %1, offsets = [0], sizes "
      "= [100], strides = [1] : tensor<100xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<100xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float a[48], out[100], want[108];
  for (int i = 0; i < 48; ++i) a[i] = (float)i;
  float s[12];
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 4; ++c) s[r * 4 + c] = a[(1 + 2 * r) * 8 + 2 + c];
  }
  float ins[48];
  memcpy(ins, a, sizeof(a));
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 4; ++c) ins[r * 8 + 4 + c] = s[r * 4 + c];
  }
  memcpy(want, s, sizeof(s));
  memcpy(want + 12, ins, sizeof(ins));
  memcpy(want + 60, a, sizeof(a));
  void* bindings[2] = {a, out};
  size_t lengths[2] = {sizeof(a), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  cr_assert(memcmp(out, want, sizeof(out)) == 0);
  di_release(&h);
}

// pad with a constant, transpose, broadcast, map, copy.
Test(tensor, pad_transpose_broadcast_map) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %pv = arith.constant -1.0 : f32\n"
      BINDING(0, "readonly", "tensor<2x3xf32>")
      BINDING(1, "writeonly", "tensor<56xf32>")
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [2, 3], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3xf32>> -> "
      "tensor<2x3xf32>\n"
      "  %p = tensor.pad %a low[1, 0] high[0, 2] {\n"
      "  ^bb0(%i: index, %j: index):\n"
      "    tensor.yield %pv : f32\n"
      "  } : tensor<2x3xf32> to tensor<3x5xf32>\n"
      "  %et = tensor.empty() : tensor<3x2xf32>\n"
      "  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%et : "
      "tensor<3x2xf32>) permutation = [1, 0]\n"
      "  %eb = tensor.empty() : tensor<2x4x3xf32>\n"
      "  %b = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%eb : "
      "tensor<2x4x3xf32>) dimensions = [1]\n"
      "  %em = tensor.empty() : tensor<2x3xf32>\n"
      "  %m = linalg.map { arith.mulf } ins(%a, %a : tensor<2x3xf32>, "
      "tensor<2x3xf32>) outs(%em : tensor<2x3xf32>)\n"
      "  %ec = tensor.empty() : tensor<2x3xf32>\n"
      "  %cp = linalg.copy ins(%m : tensor<2x3xf32>) outs(%ec : "
      "tensor<2x3xf32>) -> tensor<2x3xf32>\n"
      "  %p1 = tensor.collapse_shape %p [[0, 1]] : tensor<3x5xf32> into "
      "tensor<15xf32>\n"
      "  %t1 = tensor.collapse_shape %t [[0, 1]] : tensor<3x2xf32> into "
      "tensor<6xf32>\n"
      "  %b1 = tensor.collapse_shape %b [[0, 1, 2]] : tensor<2x4x3xf32> into "
      "tensor<24xf32>\n"
      "  %c1 = tensor.collapse_shape %cp [[0, 1]] : tensor<2x3xf32> into "
      "tensor<6xf32>\n"
      "  %f = tensor.from_elements %pv, %pv, %pv, %pv, %pv : tensor<5xf32>\n"
      "  %cat = tensor.concat dim(0) %p1, %t1, %b1, %c1, %f : "
      "(tensor<15xf32>, tensor<6xf32>, tensor<24xf32>, tensor<6xf32>, "
      "tensor<5xf32>) -> tensor<56xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %cat, %1, offsets = [0], sizes "
      "= [56], strides = [1] : tensor<56xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<56xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float a[6] = {1, 2, 3, 4, 5, 6}, out[56];
  float want[56] = {// pad: row -1s, then rows with two -1s on the right
                    -1, -1, -1, -1, -1, 1, 2, 3, -1, -1, 4, 5, 6, -1, -1,
                    // transpose
                    1, 4, 2, 5, 3, 6,
                    // broadcast over dim 1
                    1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 4, 5,
                    6, 4, 5, 6,
                    // map (square) then copy
                    1, 4, 9, 16, 25, 36,
                    // from_elements
                    -1, -1, -1, -1, -1};
  void* bindings[2] = {a, out};
  size_t lengths[2] = {sizeof(a), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  for (int i = 0; i < 56; ++i) {
    cr_assert_eq(out[i], want[i], "element %d: %g vs %g", i, out[i], want[i]);
  }
  di_release(&h);
}

// Embedding lookup: tensor.extract with data-dependent indices inside a
// generic, plus an out-of-range index as a located error.
static const char kGather[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
    "%arg2: !stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    BINDING(0, "readonly", "tensor<10x4xf32>")
    BINDING(1, "readonly", "tensor<3xi32>")
    BINDING(2, "writeonly", "tensor<3x4xf32>")
    "  %t = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
    "sizes = [10, 4], strides = [1, 1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10x4xf32>> -> "
    "tensor<10x4xf32>\n"
    "  %ids = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes "
    "= [3], strides = [1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> "
    "tensor<3xi32>\n"
    "  %e = tensor.empty() : tensor<3x4xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, "
    "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", "
    "\"parallel\"]} ins(%ids : tensor<3xi32>) outs(%e : tensor<3x4xf32>) {\n"
    "  ^bb0(%id: i32, %o: f32):\n"
    "    %row = arith.index_cast %id : i32 to index\n"
    "    %col = linalg.index 1 : index\n"
    "    %v = tensor.extract %t[%row, %col] : tensor<10x4xf32>\n"
    "    linalg.yield %v : f32\n"
    "  } -> tensor<3x4xf32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %r, %2, offsets = [0, 0], sizes "
    "= [3, 4], strides = [1, 1] : tensor<3x4xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>\n"
    "  return\n"
    "}\n";

Test(tensor, gather_by_extract) {
  di_harness_t h;
  di_prepare_ok(kGather, 1, &h);
  float table[40], out[12];
  for (int i = 0; i < 40; ++i) table[i] = (float)i;
  int32_t ids[3] = {7, 0, 9};
  void* bindings[3] = {table, ids, out};
  size_t lengths[3] = {sizeof(table), sizeof(ids), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 3, NULL, 0);
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 4; ++c) {
      cr_assert_eq(out[r * 4 + c], table[ids[r] * 4 + c]);
    }
  }
  ids[1] = 10;
  sr_status_t status = di_run(&h, bindings, lengths, 3, NULL, 0, NULL);
  const char* message = di_status_text(status);
  cr_assert(strstr(message, "test.mlir:") &&
                strstr(message, "tensor.extract") &&
                strstr(message, "out of range"),
            "%s", message);
  di_release(&h);
}

// tensor.generate from the indices, tensor.splat with a dynamic size,
// tensor.insert, tensor.dim, tensor.bitcast.
Test(tensor, generate_splat_insert_bitcast) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: i32) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c1 = arith.constant 1 : index\n"
      "  %seven = arith.constant 7.0 : f32\n"
      "  %n = arith.index_castui %arg2 : i32 to index\n"
      BINDING(0, "writeonly", "tensor<3x5xi32>")
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi32>>{%n}\n"
      "  %g = tensor.generate {\n"
      "  ^bb0(%i: index, %j: index):\n"
      "    %c10 = arith.constant 10 : index\n"
      "    %k = arith.muli %i, %c10 : index\n"
      "    %s = arith.addi %k, %j : index\n"
      "    %v = arith.index_cast %s : index to i32\n"
      "    tensor.yield %v : i32\n"
      "  } : tensor<3x5xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %g, %0, offsets = [0, 0], "
      "sizes = [3, 5], strides = [1, 1] : tensor<3x5xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x5xi32>>\n"
      "  %sp = tensor.splat %seven[%n] : tensor<?xf32>\n"
      "  %d = tensor.dim %sp, %c0 : tensor<?xf32>\n"
      "  %di = arith.index_cast %d : index to i32\n"
      "  %bc = tensor.bitcast %sp : tensor<?xf32> to tensor<?xi32>\n"
      "  %in = tensor.insert %di into %bc[%c1] : tensor<?xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %in, %1, offsets = [0], sizes "
      "= [%n], strides = [1] : tensor<?xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi32>>{%n}\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  int32_t g[15], v[4];
  void* bindings[2] = {g, v};
  size_t lengths[2] = {sizeof(g), sizeof(v)};
  uint64_t constants[1] = {4};
  di_run_ok(&h, bindings, lengths, 2, constants, 1);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 5; ++j) cr_assert_eq(g[i * 5 + j], i * 10 + j);
  }
  float seven = 7.0f;
  int32_t bits;
  memcpy(&bits, &seven, 4);
  cr_assert(v[0] == bits && v[1] == 4 && v[2] == bits && v[3] == bits);
  di_release(&h);
}

// A dynamic row count from a push constant through workload.ordinal,
// tensor.cast to the static shape, tensor.reshape by a shape tensor,
// tensor.rank, iree_tensor_ext.bitcast (f32 bits as i32) and a store with
// a column stride of 2 into a prefilled output (the other columns keep
// their contents).
Test(tensor, cast_reshape_rank_bitcast_strided_store) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: "
      "i32) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %n0 = arith.index_castui %arg2 : i32 to index\n"
      "  %n = iree_tensor_ext.dispatch.workload.ordinal %n0, 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%n}\n"
      BINDING(1, "writeonly", "tensor<8x9xi32>")
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [%n, 8], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x8xf32>>{%n} -> "
      "tensor<?x8xf32>\n"
      "  %c = tensor.cast %a : tensor<?x8xf32> to tensor<4x8xf32>\n"
      "  %shape = arith.constant dense<[8, 4]> : tensor<2xi64>\n"
      "  %r = tensor.reshape %c(%shape) : (tensor<4x8xf32>, tensor<2xi64>) "
      "-> tensor<8x4xf32>\n"
      "  %b = iree_tensor_ext.bitcast %r : tensor<8x4xf32> -> "
      "tensor<8x4xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %b, %1, offsets = [0, 1], "
      "sizes = [8, 4], strides = [1, 2] : tensor<8x4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x9xi32>>\n"
      "  %rank = tensor.rank %c : tensor<4x8xf32>\n"
      "  %ri = arith.index_cast %rank : index to i32\n"
      "  %t = tensor.from_elements %ri : tensor<1x1xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %t, %1, offsets = [7, 8], "
      "sizes = [1, 1], strides = [1, 1] : tensor<1x1xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x9xi32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 0, &h);
  float a[32];
  di_random_f32(a, 32, 5, -4, 4);
  int32_t out[72], want[72];
  for (int i = 0; i < 72; ++i) out[i] = want[i] = -7 - i;
  // Row-major 4x8 read as 8x4: element (r, c) is a[r * 4 + c].
  for (int r = 0; r < 8; ++r) {
    for (int c = 0; c < 4; ++c)
      memcpy(&want[r * 9 + 1 + 2 * c], &a[r * 4 + c], 4);
  }
  want[7 * 9 + 8] = 2;
  void* bindings[2] = {a, out};
  size_t lengths[2] = {sizeof(a), sizeof(out)};
  uint64_t constants[1] = {4};
  di_run_ok(&h, bindings, lengths, 2, constants, 1);
  cr_assert(memcmp(out, want, sizeof(out)) == 0);
  // A row count the cast does not accept fails at the cast (line 8).
  uint64_t five[1] = {5};
  float a5[40] = {0};
  void* bindings5[2] = {a5, out};
  size_t lengths5[2] = {sizeof(a5), sizeof(out)};
  sr_status_t status = di_run(&h, bindings5, lengths5, 2, five, 1, NULL);
  cr_assert(status, "tensor.cast of 5 rows to 4 must fail");
  unsigned line = sr_status_ir_loc(status).line;
  const char* message = di_status_text(status);  // frees the status
  cr_assert_eq(line, 8u, "%s", message);
  cr_assert(strstr(message, "tensor.cast"), "%s", message);
  di_release(&h);
}
