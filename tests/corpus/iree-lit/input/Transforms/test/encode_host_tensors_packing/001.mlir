// RUN: iree-opt --split-input-file --iree-stream-encode-host-tensors --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: util.func public @denseTensorConstantI1Packed()
util.func public @denseTensorConstantI1Packed() -> !stream.resource<constant> {
  // CHECK: %[[STATIC_SIZE:.+]] = arith.constant 2 : index
  // CHECK: %[[RET:.+]] = stream.async.constant : !stream.resource<constant>{%[[STATIC_SIZE]]} =
  // CHECK-SAME: dense<[false, true, false, true, false, true, false, false, false, true, true, true]> : tensor<12xi1, #iree_encoding.packed_storage>
  %0 = stream.tensor.constant : tensor<12xi1, #iree_encoding.packed_storage> in !stream.resource<constant> = dense<[
    false, true, false, true, false, true, false, false, false, true, true, true
  ]> : tensor<12xi1, #iree_encoding.packed_storage>
  // CHECK: util.return %[[RET]]
  util.return %0 : !stream.resource<constant>
}

