module {
  util.func public @scf_if_no_sibling_leakage(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c64 = arith.constant 64 : index
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %1 = stream.timepoint.immediate => !stream.timepoint
      %2 = stream.timepoint.await %1 => %arg1 : !stream.resource<external>{%c64}
      scf.yield %2 : !stream.resource<external>
    } else {
      scf.yield %arg1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

