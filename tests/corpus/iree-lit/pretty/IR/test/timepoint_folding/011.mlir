module {
  util.func private @ChainTimepoints(%arg0: !stream.timepoint, %arg1: !stream.resource<external>) -> (!stream.resource<external>, !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %0 = stream.timepoint.await %arg0 => %arg1 : !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.timepoint.barrier %0 : !stream.resource<external>{%c128} => !stream.timepoint
    util.return %result, %result_timepoint : !stream.resource<external>, !stream.timepoint
  }
}

