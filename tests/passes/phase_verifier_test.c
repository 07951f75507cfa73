// The Stream phase verifiers. Expected messages and locations are what
// iree-opt 3.13.0 prints for the same inputs.

#include <criterion/criterion.h>

#include "pass_test_util.h"

static const char kTensorInputs[] =
    "util.func public @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %0 = tensor.empty() : tensor<4xf32>\n"
    "  %cst = arith.constant 0.0 : f32\n"
    "  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> "
    "tensor<4xf32>\n"
    "  util.return %1 : tensor<4xf32>\n"
    "}\n"
    "stream.executable private @ex {\n"
    "  stream.executable.export public @d\n"
    "  builtin.module {\n"
    "    func.func @d() {\n"
    "      %0 = tensor.empty() : tensor<4xf32>\n"
    "      return\n"
    "    }\n"
    "  }\n"
    "}\n";

static const char kIllegal[] =
    "illegal for this phase of lowering in the stream dialect; expected to "
    "have been converted or removed";

Test(phase_verifier, tensor_dialects_illegal_outside_executables) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f, kTensorInputs,
                    "iree-stream-verify-lowering-to-tensors");
  cr_assert_eq(f.diags.count, 2);
  cr_assert_eq(f.diags.error_count, 2);
  char message[256];
  snprintf(message, sizeof(message), "'tensor.empty' op %s", kIllegal);
  sr_fixture_expect(&f, 0, 2, 8, message);
  snprintf(message, sizeof(message), "'linalg.fill' op %s", kIllegal);
  sr_fixture_expect(&f, 1, 4, 8, message);
  sr_fixture_destroy(&f);
}

Test(phase_verifier, input_accepts_tensor_dialects) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f, kTensorInputs, "iree-stream-verify-input");
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}

static const char kAsync[] =
    "util.func public @g(%arg0: !stream.resource<*>, %size: index) -> "
    "!stream.resource<external> {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %0 = stream.async.alloca : !stream.resource<transient>{%size}\n"
    "  %1 = stream.async.clone %0 : !stream.resource<transient>{%size} -> "
    "!stream.resource<external>{%size}\n"
    "  %2 = stream.async.transfer %arg0 : !stream.resource<*>{%size} -> "
    "!stream.resource<external>{%size}\n"
    "  %3 = stream.tensor.sizeof tensor<4xf32> : index\n"
    "  %5 = util.optimization_barrier %arg0 : !stream.resource<*>\n"
    "  %results, %result_timepoint = stream.async.execute with(%1 as %arg1: "
    "!stream.resource<external>{%size}) -> !stream.resource<external>{%size} "
    "{\n"
    "    %4 = stream.async.clone %arg1 : !stream.resource<external>{%size} -> "
    "!stream.resource<external>{%size}\n"
    "    stream.yield %4 : !stream.resource<external>{%size}\n"
    "  } => !stream.timepoint\n"
    "  util.return %2 : !stream.resource<external>\n"
    "}\n";

Test(phase_verifier, async_resources_rejects_tensor_phase_ops) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f, kAsync,
                    "iree-stream-verify-lowering-to-async-resources");
  cr_assert_eq(f.diags.count, 1);
  char message[256];
  snprintf(message, sizeof(message), "'stream.tensor.sizeof' op %s", kIllegal);
  sr_fixture_expect(&f, 0, 6, 8, message);
  sr_fixture_destroy(&f);
}

Test(phase_verifier, async_requires_execution_regions_and_lifetimes) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f, kAsync, "iree-stream-verify-lowering-to-async");
  cr_assert_eq(f.diags.count, 7);
  char message[256];
  // The alloca is metadata; the clone inside the region is fine.
  sr_fixture_expect(&f, 0, 4, 8,
                    "'stream.async.clone' op : streamable op expected to be "
                    "in an execution region");
  snprintf(message, sizeof(message), "'stream.async.clone' op %s", kIllegal);
  sr_fixture_expect(&f, 1, 4, 8, message);
  sr_fixture_expect(&f, 2, 5, 8,
                    "'stream.async.transfer' op : streamable op expected to "
                    "be in an execution region");
  snprintf(message, sizeof(message), "'stream.tensor.sizeof' op %s", kIllegal);
  sr_fixture_expect(&f, 4, 6, 8, message);
  // Types are checked on legal ops only, operands then results.
  sr_fixture_expect(&f, 5, 7, 8,
                    "'util.optimization_barrier' op operand 0 type "
                    "'!stream.resource<*>' illegal for this phase of lowering "
                    "in the stream dialect");
  sr_fixture_expect(&f, 6, 7, 8,
                    "'util.optimization_barrier' op result 0 type "
                    "'!stream.resource<*>' illegal for this phase of lowering "
                    "in the stream dialect");
  sr_fixture_destroy(&f);
}

Test(phase_verifier, cmd_rejects_async_ops_without_visiting_regions) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f, kAsync, "iree-stream-verify-lowering-to-cmd");
  cr_assert_eq(f.diags.count, 7);
  char message[256];
  snprintf(message, sizeof(message), "'stream.async.alloca' op %s", kIllegal);
  sr_fixture_expect(&f, 0, 3, 8, message);
  // The execute op is reported at its name token; its body is not visited.
  snprintf(message, sizeof(message), "'stream.async.execute' op %s", kIllegal);
  sr_fixture_expect(&f, 6, 8, 33, message);
  sr_fixture_destroy(&f);
}

Test(phase_verifier, input_rejects_indirect_globals) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "util.global private @g : i32\n"
                    "util.func public @h() -> !util.ptr<i32> {\n"
                    "  %0 = util.global.address @g : !util.ptr<i32>\n"
                    "  util.return %0 : !util.ptr<i32>\n"
                    "}\n",
                    "iree-stream-verify-input");
  cr_assert_eq(f.diags.count, 1);
  char message[256];
  snprintf(message, sizeof(message), "'util.global.address' op %s", kIllegal);
  sr_fixture_expect(&f, 0, 3, 8, message);
  sr_fixture_destroy(&f);
}

Test(phase_verifier, input_rejects_dispatch_functions_with_results) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(
      &f,
      "flow.executable @ex {\n"
      "  builtin.module {\n"
      "    func.func @d(%arg0: tensor<1xf32>) -> tensor<1xf32> {\n"
      "      return %arg0 : tensor<1xf32>\n"
      "    }\n"
      "  }\n"
      "  flow.executable.export @d\n"
      "}\n",
      "iree-stream-verify-input");
  cr_assert_eq(f.diags.count, 2);
  sr_fixture_expect(&f, 0, 1, 1,
                    "'flow.executable' op cannot be converted to stream "
                    "because it contains public functions with a result");
  char message[256];
  snprintf(message, sizeof(message), "'flow.executable' op %s", kIllegal);
  sr_fixture_expect(&f, 1, 1, 1, message);
  sr_fixture_destroy(&f);
}

Test(phase_verifier, private_dispatch_functions_may_return) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "flow.executable @ex {\n"
                    "  builtin.module {\n"
                    "    func.func private @d(%arg0: tensor<1xf32>) -> "
                    "tensor<1xf32> {\n"
                    "      return %arg0 : tensor<1xf32>\n"
                    "    }\n"
                    "  }\n"
                    "}\n",
                    "iree-stream-verify-input");
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}

Test(phase_verifier, hal_executables_are_not_visited) {
  sr_pass_fixture_t f;
  sr_fixture_run_on(&f,
                    "\"hal.executable\"() ({\n"
                    "  \"t.body\"() : () -> ()\n"
                    "  %0 = \"tensor.empty\"() : () -> tensor<4xf32>\n"
                    "}) {sym_name = \"ex\"} : () -> ()\n",
                    "iree-stream-verify-lowering-to-cmd");
  cr_assert_eq(f.diags.count, 0);
  sr_fixture_destroy(&f);
}
