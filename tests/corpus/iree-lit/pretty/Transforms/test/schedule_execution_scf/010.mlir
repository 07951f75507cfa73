module {
  util.func public @scfNestedIfInFor(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %c2 = arith.constant 2 : index
      %2 = arith.remui %arg1, %c2 : index
      %3 = arith.cmpi eq, %2, %c0 : index
      %4 = scf.if %3 -> (i32) {
        %6 = stream.async.slice %arg0[%c0 to %c4] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
        %7 = stream.async.transfer %6 : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
        %8 = stream.async.load %7[%c0] : !stream.resource<staging>{%c4} -> i32
        scf.yield %8 : i32
      } else {
        %6 = stream.async.slice %arg0[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
        %7 = stream.async.transfer %6 : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
        %8 = stream.async.load %7[%c0] : !stream.resource<staging>{%c8} -> i32
        scf.yield %8 : i32
      }
      %5 = arith.addi %arg2, %4 : i32
      scf.yield %5 : i32
    }
    %1 = stream.async.splat %0 : i32 -> !stream.resource<external>{%c4}
    util.return %1 : !stream.resource<external>
  }
}

