// RUN: iree-opt --split-input-file %s --verify-diagnostics | iree-opt --split-input-file | FileCheck %s

// CHECK-LABEL: @tensorParameterLoad
// CHECK-SAME: (%[[SIZE:.+]]: index, %[[KEY:.+]]: !util.buffer, %[[OFFSET:.+]]: i64)
util.func private @tensorParameterLoad(%size: index, %key: !util.buffer, %offset: i64) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.tensor.parameter.load %[[KEY]][%[[OFFSET]]] : tensor<4x8xf32> in !stream.resource<*>{%[[SIZE]]}
  %result = stream.tensor.parameter.load %key[%offset] : tensor<4x8xf32> in !stream.resource<*>{%size}
  util.return %result : !stream.resource<*>
}

