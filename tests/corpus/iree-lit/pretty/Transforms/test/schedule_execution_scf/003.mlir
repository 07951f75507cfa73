module {
  util.func public @scfNestedFor(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg1 = %c0 to %c3 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %2 = scf.for %arg3 = %c0 to %c3 step %c1 iter_args(%arg4 = %arg2) -> (i32) {
        %3 = arith.muli %arg3, %c4 : index
        %4 = arith.addi %3, %c4 : index
        %5 = stream.async.slice %arg0[%3 to %4] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
        %6 = stream.async.transfer %5 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
        %7 = stream.async.load %6[%c0] : !stream.resource<staging>{%c4} -> i32
        %8 = arith.addi %arg4, %7 : i32
        scf.yield %8 : i32
      }
      scf.yield %2 : i32
    }
    %1 = stream.async.splat %0 : i32 -> !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
}

