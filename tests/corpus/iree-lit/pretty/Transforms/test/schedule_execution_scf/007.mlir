module {
  util.func public @scfIfThenOnly(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %1 = stream.async.slice %arg1[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    } else {
      scf.yield %arg1 : !stream.resource<external>
    }
    util.return %0 : !stream.resource<external>
  }
}

