module {
  util.func private @materializeResource() -> !stream.resource<*>
  util.func private @DontGroupAwaitsByTimepointAcrossBlocks(%arg0: !stream.timepoint, %arg1: !stream.resource<*>, %arg2: i1) -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %0 = stream.timepoint.await %arg0 => %arg1 : !stream.resource<*>{%c100}
    cf.cond_br %arg2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    util.return %0 : !stream.resource<*>
  ^bb2:  // pred: ^bb0
    %1 = util.call @materializeResource() : () -> !stream.resource<*>
    %2 = stream.timepoint.await %arg0 => %1 : !stream.resource<*>{%c101}
    util.return %2 : !stream.resource<*>
  }
}

