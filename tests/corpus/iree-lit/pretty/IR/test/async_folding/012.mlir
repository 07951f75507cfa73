module {
  util.func private @ElideRedundantFillBitPatterns(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c-12851_i16 = arith.constant -12851 : i16
    %c-842150451_i32 = arith.constant -842150451 : i32
    %0 = stream.async.splat %c-842150451_i32 : i32 -> !stream.resource<*>{%arg1}
    %1 = stream.async.fill %c-12851_i16, %0[%c0 to %arg1 for %arg1] : i16 -> %0 as !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
}

