// RUN: iree-opt --split-input-file --canonicalize %s | FileCheck %s

// CHECK-LABEL: @ElideUnusedParameterLoad
// CHECK-SAME: (%[[SCOPE:.+]]: !util.buffer, %[[KEY:.+]]: !util.buffer)
util.func private @ElideUnusedParameterLoad(%scope: !util.buffer, %key: !util.buffer) {
  %c0 = arith.constant 0 : i64
  %c100 = arith.constant 100 : index
  // CHECK-NOT: stream.async.parameter.load
  %unused, %unused_ready = stream.async.parameter.load %scope::%key[%c0] : !stream.resource<constant>{%c100} => !stream.timepoint
  util.return
}

