// RUN: iree-opt --split-input-file --iree-stream-conversion --canonicalize %s | FileCheck %s

// Basic extern taking a tensor and returning a new tensor.
// During lowering the returned tensor will be turned into an output argument.

// CHECK: stream.async.func private @basicExtern(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*>
flow.func private @basicExtern(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32>

// CHECK-LABEL: @basicCall
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>, %[[SIZE0:.+]]: index, %[[DIM0:.+]]: index)
util.func public @basicCall(%arg0: tensor<?xf32>, %dim0: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  // CHECK: %[[RESULT_SIZE:.+]] = stream.tensor.sizeof tensor<?xf32>{%[[DIM0]]}
  // CHECK: %[[CALL:.+]] = stream.async.call @basicExtern
  // CHECK-SAME: (%[[ARG0]][%c0 to %[[SIZE0]] for %[[SIZE0]]], %[[DIM0]]) : (!stream.resource<*>{%[[SIZE0]]}, index) -> !stream.resource<*>{%[[RESULT_SIZE]]}
  %call = flow.call @basicExtern(%arg0, %dim0) : (tensor<?xf32>{%dim0}, index) -> tensor<?xf32>{%dim0}
  // CHECK: util.return %[[CALL]], %[[RESULT_SIZE]]
  util.return %call : tensor<?xf32>
}

