module {
  util.func private @updateElided_chainedSameRegion(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %c789_i32 = arith.constant 789 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.splat %c789_i32 : i32 -> !stream.resource<*>{%c4}
    %3 = stream.async.update %1, %0[%c0 to %c4] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg0}
    %4 = stream.async.update %2, %3[%c0 to %c4] : !stream.resource<*>{%c4} -> %3 as !stream.resource<*>{%arg0}
    util.return %4 : !stream.resource<*>
  }
}

