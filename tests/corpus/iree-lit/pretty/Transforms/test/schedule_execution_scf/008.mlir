module {
  util.func public @scfIfWithDependency(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = stream.async.clone %arg1 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
    %1 = scf.if %arg0 -> (!stream.resource<external>) {
      %2 = stream.async.slice %0[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
      scf.yield %2 : !stream.resource<external>
    } else {
      scf.yield %0 : !stream.resource<external>
    }
    util.return %1 : !stream.resource<external>
  }
}

