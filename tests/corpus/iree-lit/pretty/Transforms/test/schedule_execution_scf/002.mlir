module {
  stream.async.func private @dispatch(%arg0: i64, %arg1: !stream.resource<*>) -> !stream.resource<*>
  util.func public @scfForProducingDispatchInput(%arg0: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
      %2 = arith.addi %arg2, %c1_i64 : i64
      scf.yield %2 : i64
    }
    %1 = stream.async.call @dispatch(%0, %arg0[%c0 to %c128 for %c128]) : (i64, !stream.resource<*>{%c128}) -> %arg0{%c128}
    util.return %1 : !stream.resource<*>
  }
}

