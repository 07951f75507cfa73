module {
  util.func private @updateNotElided_copyWritesSupersetRegion(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.alloca : !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.update %1, %0[%c4 to %c8] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg0}
    %3 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c16}
    %4 = stream.async.copy %3[%c0 to %c16], %2[%c0 to %c16], %c16 : !stream.resource<*>{%c16} -> %2 as !stream.resource<*>{%arg0}
    util.return %4 : !stream.resource<*>
  }
}

