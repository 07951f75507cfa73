
// CHECK-LABEL: @ElideImmediateHostAwaits
util.func private @ElideImmediateHostAwaits(%arg0: !stream.resource<staging>) -> !stream.resource<staging> {
  %c100 = arith.constant 100 : index
  // CHECK-NOT: stream.timepoint.immediate
  %0 = stream.timepoint.immediate => !stream.timepoint
  // CHECK-NOT: stream.timepoint.await
  %1 = stream.timepoint.await %0 => %arg0 : !stream.resource<staging>{%c100}
  // CHECK: util.return %arg0
  util.return %1 : !stream.resource<staging>
}

