module {
  stream.async.func private @dispatch(%arg0: i64, %arg1: !stream.resource<*>) -> !stream.resource<*>
  util.func public @scfWhileProducingDispatchInput(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %0:2 = scf.while (%arg1 = %c0_i64, %arg2 = %c0) : (i64, index) -> (i64, index) {
      %2 = arith.cmpi slt, %arg2, %c10 : index
      scf.condition(%2) %arg1, %arg2 : i64, index
    } do {
    ^bb0(%arg1: i64, %arg2: index):
      %2 = arith.addi %arg1, %c1_i64 : i64
      %3 = arith.addi %arg2, %c1 : index
      scf.yield %2, %3 : i64, index
    }
    %1 = stream.async.call @dispatch(%0#0, %arg0[%c0 to %c128 for %c128]) : (i64, !stream.resource<*>{%c128}) -> %arg0{%c128}
    util.return %1 : !stream.resource<*>
  }
}

