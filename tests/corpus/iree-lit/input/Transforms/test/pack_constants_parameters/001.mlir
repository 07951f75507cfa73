// RUN: iree-opt --split-input-file --pass-pipeline='builtin.module(util.func(iree-stream-pack-constants))' %s | FileCheck %s

// Tests that PackConstants correctly materializes util.buffer.constant ops for
// parameter scope and key strings when converting NamedParameterAttr values to
// cmd.parameter.load / cmd.parameter.gather ops.

// Verifies a single named parameter with scope produces util.buffer.constant
// ops for both scope and key, passed to stream.cmd.parameter.load.

// CHECK-LABEL: @parameterLoadScoped
util.func public @parameterLoadScoped() -> (!stream.resource<constant>, !stream.timepoint) {
  %c40 = arith.constant 40 : index
  // CHECK-DAG: %[[IMMEDIATE:.+]] = stream.timepoint.immediate
  // CHECK-DAG: %[[KEY:.+]] = util.buffer.constant : !util.buffer = "weights"
  // CHECK-DAG: %[[SCOPE:.+]] = util.buffer.constant : !util.buffer = "model"
  // CHECK: stream.cmd.parameter.load await(%[[IMMEDIATE]]) => {
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY]]
  // CHECK-SAME:     : !stream.resource<constant>
  // CHECK-NEXT: } =>
  %0:2 = stream.resource.constants :
    !stream.resource<constant>{%c40} = #stream.parameter.named<"model"::"weights"> : tensor<10xf32>
    => !stream.timepoint
  util.return %0#0, %0#1 : !stream.resource<constant>, !stream.timepoint
}

