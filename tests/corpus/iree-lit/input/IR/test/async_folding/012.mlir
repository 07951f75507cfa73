
// CHECK-LABEL: @ElideRedundantFillBitPatterns
util.func private @ElideRedundantFillBitPatterns(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: %[[CD_I8:.+]] = arith.constant -51 : i8
  %cCDCD_i16 = arith.constant 0xCDCD : i16
  %cCDCDCDCD_i32 = arith.constant 0xCDCDCDCD : i32
  // CHECK: %[[T:.+]] = stream.async.splat %[[CD_I8]] : i8 -> !stream.resource<*>{%arg1}
  %0 = stream.async.splat %cCDCDCDCD_i32 : i32 -> !stream.resource<*>{%arg1}
  // CHECK-NOT: stream.async.fill
  %1 = stream.async.fill %cCDCD_i16, %0[%c0 to %arg1 for %arg1] : i16 -> %0 as !stream.resource<*>{%arg1}
  // CHECK: util.return %[[T]]
  util.return %1 : !stream.resource<*>
}

