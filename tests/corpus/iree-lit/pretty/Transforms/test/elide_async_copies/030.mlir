module {
  util.func private @updateElisionNoRead(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %c789_i32 = arith.constant 789 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.update %1, %0[%c0 to %c4] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg0}
    %3 = stream.async.fill %c789_i32, %2[%c0 to %c4 for %c4] : i32 -> %2 as !stream.resource<*>{%arg0}
    util.return %3 : !stream.resource<*>
  }
}

