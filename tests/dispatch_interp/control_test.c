// Control flow in dispatch bodies: workgroup-distributed bodies (one run
// per workgroup picking its tile by id), scf.for tile loops carrying a
// tensor, scf.if, scf.forall with parallel_insert_slice, scf.while,
// affine.apply / affine.min.

#include <criterion/criterion.h>
#include <string.h>

#include "test_util.h"

// Each workgroup doubles its 4-element tile of a 10-element vector
// (affine.min clamps the last tile): out[i] = 2 * in[i].
static const char kDistributed[] =
    "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %two = arith.constant 2.0 : f32\n"
    "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10xf32>>\n"
    "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10xf32>>\n"
    "  %id = stream.dispatch.workgroup.id[0] : index\n"
    "  %off = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%id]\n"
    "  %size = affine.min affine_map<(d0) -> (4, -d0 + 10)>(%off)\n"
    "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [%off], sizes "
    "= [%size], strides = [1] : "
    "!iree_tensor_ext.dispatch.tensor<readonly:tensor<10xf32>> -> "
    "tensor<?xf32>\n"
    "  %e = tensor.empty(%size) : tensor<?xf32>\n"
    "  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, "
    "affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%a : "
    "tensor<?xf32>) outs(%e : tensor<?xf32>) {\n"
    "  ^bb0(%x: f32, %o: f32):\n"
    "    %y = arith.mulf %x, %two : f32\n"
    "    linalg.yield %y : f32\n"
    "  } -> tensor<?xf32>\n"
    "  iree_tensor_ext.dispatch.tensor.store %r, %1, offsets = [%off], sizes "
    "= [%size], strides = [1] : tensor<?xf32> -> "
    "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<10xf32>>\n"
    "  return\n"
    "}\n";

Test(control, workgroup_distributed) {
  di_harness_t h;
  di_prepare_ok(kDistributed, 1, &h);
  float in[10], out[10];
  for (int i = 0; i < 10; ++i) {
    in[i] = (float)i - 3.5f;
    out[i] = 0;
  }
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  uint32_t count[3] = {3, 1, 1};
  sr_status_t status = di_run(&h, bindings, lengths, 2, NULL, 0, count);
  cr_assert(!status, "%s", di_status_text(status));
  for (int i = 0; i < 10; ++i) cr_assert_eq(out[i], 2 * in[i]);
  di_release(&h);
}

// scf.for over row tiles carrying the output tensor (insert_slice in
// place after the first iteration), an scf.if choosing the scale, and an
// scf.while counting down.
Test(control, for_if_while) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding, "
      "%arg2: i32) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c1 = arith.constant 1 : index\n"
      "  %c2 = arith.constant 2 : index\n"
      "  %c6 = arith.constant 6 : index\n"
      "  %zi = arith.constant 0 : i32\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x3xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [6, 3], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x3xf32>> -> "
      "tensor<6x3xf32>\n"
      "  %pos = arith.cmpi sgt, %arg2, %zi : i32\n"
      "  %scale = scf.if %pos -> (f32) {\n"
      "    %s = arith.constant 3.0 : f32\n"
      "    scf.yield %s : f32\n"
      "  } else {\n"
      "    %s = arith.constant -1.0 : f32\n"
      "    scf.yield %s : f32\n"
      "  }\n"
      "  %n = scf.while (%i = %arg2) : (i32) -> i32 {\n"
      "    %go = arith.cmpi sgt, %i, %zi : i32\n"
      "    scf.condition(%go) %i : i32\n"
      "  } do {\n"
      "  ^bb0(%i: i32):\n"
      "    %one = arith.constant 1 : i32\n"
      "    %next = arith.subi %i, %one : i32\n"
      "    scf.yield %next : i32\n"
      "  }\n"
      "  %nf = arith.sitofp %n : i32 to f32\n"
      "  %e = tensor.empty() : tensor<6x3xf32>\n"
      "  %r = scf.for %iv = %c0 to %c6 step %c2 iter_args(%acc = %e) -> "
      "(tensor<6x3xf32>) {\n"
      "    %t = tensor.extract_slice %a[%iv, 0] [2, 3] [1, 1] : "
      "tensor<6x3xf32> to tensor<2x3xf32>\n"
      "    %te = tensor.empty() : tensor<2x3xf32>\n"
      "    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, "
      "d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = "
      "[\"parallel\", \"parallel\"]} ins(%t : tensor<2x3xf32>) outs(%te : "
      "tensor<2x3xf32>) {\n"
      "    ^bb0(%x: f32, %o: f32):\n"
      "      %y = arith.mulf %x, %scale : f32\n"
      "      %z = arith.addf %y, %nf : f32\n"
      "      linalg.yield %z : f32\n"
      "    } -> tensor<2x3xf32>\n"
      "    %u = tensor.insert_slice %m into %acc[%iv, 0] [2, 3] [1, 1] : "
      "tensor<2x3xf32> into tensor<6x3xf32>\n"
      "    scf.yield %u : tensor<6x3xf32>\n"
      "  }\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %1, offsets = [0, 0], "
      "sizes = [6, 3], strides = [1, 1] : tensor<6x3xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x3xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float in[18], out[18];
  for (int i = 0; i < 18; ++i) in[i] = (float)i;
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  uint64_t constants[1] = {5};
  di_run_ok(&h, bindings, lengths, 2, constants, 1);
  for (int i = 0; i < 18; ++i) cr_assert_eq(out[i], in[i] * 3.0f + 0.0f);
  constants[0] = (uint32_t)-2;
  di_run_ok(&h, bindings, lengths, 2, constants, 1);
  for (int i = 0; i < 18; ++i) cr_assert_eq(out[i], -in[i] + -2.0f);
  di_release(&h);
}

// scf.forall over 2x2 tiles of a 4x6 matrix writing a transposed copy
// through parallel_insert_slice.
Test(control, forall_parallel_insert) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x4xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], "
      "sizes = [4, 6], strides = [1, 1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>> -> "
      "tensor<4x6xf32>\n"
      "  %e = tensor.empty() : tensor<6x4xf32>\n"
      "  %r = scf.forall (%i, %j) in (2, 3) shared_outs(%o = %e) -> "
      "(tensor<6x4xf32>) {\n"
      "    %ri = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)\n"
      "    %rj = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)\n"
      "    %t = tensor.extract_slice %a[%ri, %rj] [2, 2] [1, 1] : "
      "tensor<4x6xf32> to tensor<2x2xf32>\n"
      "    %d = tensor.extract_slice %o[%rj, %ri] [2, 2] [1, 1] : "
      "tensor<6x4xf32> to tensor<2x2xf32>\n"
      "    %tt = linalg.transpose ins(%t : tensor<2x2xf32>) outs(%d : "
      "tensor<2x2xf32>) permutation = [1, 0]\n"
      "    scf.forall.in_parallel {\n"
      "      tensor.parallel_insert_slice %tt into %o[%rj, %ri] [2, 2] [1, 1] "
      ": tensor<2x2xf32> into tensor<6x4xf32>\n"
      "    }\n"
      "  }\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %1, offsets = [0, 0], "
      "sizes = [6, 4], strides = [1, 1] : tensor<6x4xf32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x4xf32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  float in[24], out[24];
  for (int i = 0; i < 24; ++i) in[i] = (float)i;
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  for (int r = 0; r < 6; ++r) {
    for (int c = 0; c < 4; ++c) cr_assert_eq(out[r * 4 + c], in[c * 6 + r]);
  }
  di_release(&h);
}

// affine.delinearize_index / linearize_index (generic form, as IREE's
// distribution emits them) and a scalar tensor.extract outside any body:
// out = [digits of 23 in (2, 3, 4)..., relinearized, t[1]].
Test(control, delinearize_linearize_extract) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c1 = arith.constant 1 : index\n"
      "  %c3 = arith.constant 3 : index\n"
      "  %c23 = arith.constant 23 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>\n"
      "  %t = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[4], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>> -> "
      "tensor<4xi64>\n"
      "  %d:3 = \"affine.delinearize_index\"(%c23, %c3) <{static_basis = "
      "array<i64: 2, -9223372036854775808, 4>}> : (index, index) -> (index, "
      "index, index)\n"
      "  %o:2 = \"affine.delinearize_index\"(%c23) <{static_basis = "
      "array<i64: 4>}> : (index) -> (index, index)\n"
      "  %l = \"affine.linearize_index\"(%d#0, %d#1, %d#2, %c3) "
      "<{operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: "
      "2, -9223372036854775808, 4>}> : (index, index, index, index) -> "
      "index\n"
      "  %x = tensor.extract %t[%c1] : tensor<4xi64>\n"
      "  %a = arith.index_cast %d#0 : index to i64\n"
      "  %b = arith.index_cast %d#1 : index to i64\n"
      "  %c = arith.index_cast %d#2 : index to i64\n"
      "  %e = arith.index_cast %l : index to i64\n"
      "  %f = arith.index_cast %o#0 : index to i64\n"
      "  %r = tensor.from_elements %a, %b, %c, %e, %f, %x : tensor<6xi64>\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %1, offsets = [0], sizes = "
      "[6], strides = [1] : tensor<6xi64> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  int64_t in[4] = {10, 11, 12, 13}, out[6];
  void* bindings[2] = {in, out};
  size_t lengths[2] = {sizeof(in), sizeof(out)};
  di_run_ok(&h, bindings, lengths, 2, NULL, 0);
  int64_t want[6] = {1, 2, 3, 23, 5, 11};
  for (int i = 0; i < 6; ++i) cr_assert_eq(out[i], want[i], "element %d", i);
  di_release(&h);
}

// stream.dispatch.workgroup.count / .size and affine.max: each workgroup
// of a 4-wide grid writes (id, count, size, max(id * 3 - 4, 0)) to its own
// row.
Test(control, workgroup_count_size_affine_max) {
  const char* text =
      "func.func @f(%arg0: !stream.binding) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi32>>\n"
      "  %id = stream.dispatch.workgroup.id[0] : index\n"
      "  %count = stream.dispatch.workgroup.count[0] : index\n"
      "  %size = stream.dispatch.workgroup.size[0] : index\n"
      "  %m = affine.max affine_map<(d0) -> (d0 * 3 - 4, 0)>(%id)\n"
      "  %a = arith.index_cast %id : index to i32\n"
      "  %b = arith.index_cast %count : index to i32\n"
      "  %c = arith.index_cast %size : index to i32\n"
      "  %d = arith.index_cast %m : index to i32\n"
      "  %t = tensor.from_elements %a, %b, %c, %d : tensor<1x4xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %t, %0, offsets = [%id, 0], "
      "sizes = [1, 4], strides = [1, 1] : tensor<1x4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xi32>>\n"
      "  return\n"
      "}\n";
  di_harness_t h;
  di_prepare_ok(text, 1, &h);
  int32_t out[16] = {0};
  void* bindings[1] = {out};
  size_t lengths[1] = {sizeof(out)};
  uint32_t count[3] = {4, 1, 1};
  sr_status_t status = di_run(&h, bindings, lengths, 1, NULL, 0, count);
  cr_assert(!status, "%s", di_status_text(status));
  for (int32_t w = 0; w < 4; ++w) {
    int32_t want[4] = {w, 4, 1, w * 3 - 4 > 0 ? w * 3 - 4 : 0};
    cr_assert(memcmp(&out[w * 4], want, sizeof(want)) == 0,
              "workgroup %d: %d %d %d %d", w, out[w * 4], out[w * 4 + 1],
              out[w * 4 + 2], out[w * 4 + 3]);
  }
  di_release(&h);
}
