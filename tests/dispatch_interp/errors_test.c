// Bad input never crashes: every failure is a status located at the op
// (test.mlir:line:col) that caused it.

#include <criterion/criterion.h>
#include <string.h>

#include "test_util.h"

// Runs |text| (bindings of |sizes| bytes, zero-filled) and checks the
// failure names |line| and contains |needle|.
static void expect_error(const char* text, const size_t* sizes, uint32_t count,
                         const uint64_t* constants, uint32_t constant_count,
                         unsigned line, const char* needle) {
  di_harness_t h;
  sr_status_t status = di_prepare(text, 1, &h);
  if (!status) {
    void* bindings[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t i = 0; i < count; ++i) bindings[i] = calloc(1, sizes[i] + 1);
    status = di_run(&h, bindings, sizes, count, constants, constant_count,
                    NULL);
    for (uint32_t i = 0; i < count; ++i) free(bindings[i]);
  }
  cr_assert(status, "expected a failure containing '%s'", needle);
  sr_ir_loc_t loc = sr_status_ir_loc(status);
  unsigned got_line = loc.line;
  const char* message = di_status_text(status);
  cr_assert(strstr(message, needle), "message: %s", message);
  cr_assert_eq(got_line, line, "located at line %u, expected %u: %s",
               got_line, line, message);
  di_release(&h);
}

#define HEADER                                                        \
  "func.func @f(%arg0: !stream.binding, %arg1: !stream.binding) {\n" \
  "  %c0 = arith.constant 0 : index\n"

Test(errors, integer_division_by_zero_in_a_body) {
  const char* text = HEADER
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>\n"
      "  %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[4], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>> -> "
      "tensor<4xi32>\n"
      "  %e = tensor.empty() : tensor<4xi32>\n"
      "  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, "
      "affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%a : "
      "tensor<4xi32>) outs(%e : tensor<4xi32>) {\n"
      "  ^bb0(%x: i32, %o: i32):\n"
      "    %q = arith.divsi %x, %x : i32\n"  // line 9
      "    linalg.yield %q : i32\n"
      "  } -> tensor<4xi32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %r, %1, offsets = [0], sizes = "
      "[4], strides = [1] : tensor<4xi32> -> "
      "!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>\n"
      "  return\n"
      "}\n";
  size_t sizes[2] = {16, 16};
  expect_error(text, sizes, 2, NULL, 0, 9, "division by zero");
}

Test(errors, view_beyond_the_binding) {
  const char* text = HEADER
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>\n"  // 3
      "  return\n"
      "}\n";
  size_t sizes[2] = {100, 16};
  expect_error(text, sizes, 2, NULL, 0, 3, "exceeds");
}

Test(errors, slice_out_of_bounds_and_store_shape) {
  const char* text = HEADER
      "  %n = arith.constant 3 : index\n"
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [%n], sizes "
      "= [6], strides = [1] : "  // line 5
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> "
      "tensor<6xf32>\n"
      "  return\n"
      "}\n";
  size_t sizes[2] = {32, 16};
  expect_error(text, sizes, 2, NULL, 0, 5, "out of bounds");
}

Test(errors, store_to_a_read_only_binding) {
  const char* text = HEADER
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[4], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> "
      "tensor<4xf32>\n"
      "  iree_tensor_ext.dispatch.tensor.store %a, %0, offsets = [0], sizes = "
      "[4], strides = [1] : tensor<4xf32> -> "  // line 5
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>\n"
      "  return\n"
      "}\n";
  size_t sizes[2] = {16, 16};
  expect_error(text, sizes, 2, NULL, 0, 5, "read-only");
}

// Ops the interpreter does not run fail where they are, when reached.
Test(errors, unsupported_ops_are_located) {
  const char* text = HEADER
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[4], strides = [1] : "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> "
      "tensor<4xf32>\n"
      "  %s = \"iree_linalg_ext.sort\"(%a) <{dimension = 0 : i64}> ({\n"  // 5
      "  ^bb0(%x: f32, %y: f32):\n"
      "    %c = arith.cmpf olt, %x, %y : f32\n"
      "    \"iree_linalg_ext.yield\"(%c) : (i1) -> ()\n"
      "  }) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  return\n"
      "}\n";
  size_t sizes[2] = {16, 16};
  expect_error(text, sizes, 2, NULL, 0, 5, "not supported");
}

Test(errors, unsupported_element_types_are_located) {
  const char* text = HEADER
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf8E4M3FN>>\n"  // 3
      "  return\n"
      "}\n";
  size_t sizes[2] = {16, 16};
  expect_error(text, sizes, 2, NULL, 0, 3, "unsupported element type");
}

Test(errors, missing_push_constants) {
  const char* text =
      "func.func @f(%arg0: !stream.binding, %arg1: i32) {\n"  // line 1
      "  return\n"
      "}\n";
  size_t sizes[1] = {16};
  expect_error(text, sizes, 1, NULL, 0, 1, "operands");
}

Test(errors, encoded_tensors_are_located) {
  const char* text = HEADER
      "  %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> "
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>\n"
      "  %a = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = "
      "[4], strides = [1] : "  // line 4
      "!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> "
      "tensor<4xf32, #iree_encoding.testing<>>\n"
      "  return\n"
      "}\n";
  size_t sizes[2] = {16, 16};
  expect_error(text, sizes, 2, NULL, 0, 4, "encodings");
}
