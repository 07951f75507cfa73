module {
  util.func public @scfIfThenElse(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %2 = stream.async.slice %arg1[%c0 to %c8] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
      scf.yield %2 : !stream.resource<external>
    } else {
      %2 = stream.async.slice %arg1[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
      scf.yield %2 : !stream.resource<external>
    }
    %1 = stream.async.transfer %0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
    util.return %1 : !stream.resource<external>
  }
}

