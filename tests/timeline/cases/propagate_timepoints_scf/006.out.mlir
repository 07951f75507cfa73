module {
  util.func public @scf_if_no_sibling_leakage(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c64 = arith.constant 64 : index
    %0:2 = scf.if %arg0 -> (!stream.resource<external>, !stream.timepoint) {
      %3 = stream.timepoint.immediate => !stream.timepoint
      %4 = stream.timepoint.await %3 => %arg1 : !stream.resource<external>{%c64}
      scf.yield %arg1, %3 : !stream.resource<external>, !stream.timepoint
    } else {
      %3 = stream.timepoint.immediate => !stream.timepoint
      scf.yield %arg1, %3 : !stream.resource<external>, !stream.timepoint
    }
    %1 = stream.resource.size %0#0 : !stream.resource<external>
    %2 = stream.timepoint.await %0#1 => %0#0 : !stream.resource<external>{%1}
    util.return %2 : !stream.resource<external>
  }
}

