
// Tests that resources loaded from parameters (or any other function that may
// allocate) are treated as indeterminate. This is not a strict requirement and
// we may want to support this in the future for parameter streaming.

// CHECK-LABEL: @ignoreNonAllocaProducers
util.func private @ignoreNonAllocaProducers(%size: index, %scope: !util.buffer, %name: !util.buffer) -> () {
  %c0 = arith.constant 0 : i64
  // CHECK-NOT: stream.resource.dealloca
  %load_resource, %load_timepoint = stream.cmd.parameter.load {
    %scope::%name[%c0] : !stream.resource<constant>{%size}
  } => !stream.timepoint
  util.return
}
