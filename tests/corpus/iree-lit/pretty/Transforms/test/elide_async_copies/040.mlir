module {
  util.func private @updateNotElided_followedByCopyToDifferentRegion(%arg0: index, %arg1: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.alloca : !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.update %1, %0[%c0 to %c4] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg0}
    %3 = stream.async.copy %arg1[%c0 to %c4], %2[%c4 to %c8], %c4 : !stream.resource<*>{%arg0} -> %2 as !stream.resource<*>{%arg0}
    util.return %3 : !stream.resource<*>
  }
}

