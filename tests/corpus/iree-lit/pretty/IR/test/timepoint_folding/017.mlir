module {
  util.func private @materializeResource0() -> !stream.resource<*>
  util.func private @materializeResource1(%arg0: !stream.resource<*>) -> !stream.resource<*>
  util.func private @GroupAwaitsByTimepointUnsafe(%arg0: !stream.timepoint) -> (!stream.resource<*>, !stream.resource<*>) {
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %0 = util.call @materializeResource0() : () -> !stream.resource<*>
    %1 = stream.timepoint.await %arg0 => %0 : !stream.resource<*>{%c100}
    %2 = util.call @materializeResource1(%1) : (!stream.resource<*>) -> !stream.resource<*>
    %3 = stream.timepoint.await %arg0 => %2 : !stream.resource<*>{%c101}
    util.return %1, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

