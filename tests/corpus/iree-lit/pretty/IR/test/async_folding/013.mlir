module {
  util.func private @CoalesceAdjacentFills(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    %c20 = arith.constant 20 : index
    %c0_i8 = arith.constant 0 : i8
    %c1_i8 = arith.constant 1 : i8
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.fill %c0_i8, %arg0[%c4 to %c8 for %c4] : i8 -> %arg0 as !stream.resource<*>{%arg1}
    %1 = stream.async.fill %c0_i32, %0[%c8 to %c12 for %c4] : i32 -> %0 as !stream.resource<*>{%arg1}
    %2 = stream.async.fill %c0_i8, %1[%c12 to %c16 for %c4] : i8 -> %1 as !stream.resource<*>{%arg1}
    %3 = stream.async.fill %c1_i8, %2[%c16 to %c20 for %c4] : i8 -> %2 as !stream.resource<*>{%arg1}
    util.return %3 : !stream.resource<*>
  }
}

