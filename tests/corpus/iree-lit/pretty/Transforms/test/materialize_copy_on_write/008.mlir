module {
  util.func public @blockArgMove(%arg0: i1, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg1}
    %1 = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%arg1}
    cf.br ^bb1(%0, %1 : !stream.resource<*>, !stream.resource<*>)
  ^bb1(%2: !stream.resource<*>, %3: !stream.resource<*>):  // 2 preds: ^bb0, ^bb1
    %4 = stream.async.fill %c123_i32, %2[%c0 to %c128 for %c128] : i32 -> %2 as !stream.resource<*>{%arg1}
    %5 = stream.async.fill %c456_i32, %3[%c0 to %c128 for %c128] : i32 -> %3 as !stream.resource<*>{%arg1}
    %6 = arith.select %arg0, %1, %5 : !stream.resource<*>
    cf.cond_br %arg0, ^bb1(%4, %6 : !stream.resource<*>, !stream.resource<*>), ^bb2(%4, %6 : !stream.resource<*>, !stream.resource<*>)
  ^bb2(%7: !stream.resource<*>, %8: !stream.resource<*>):  // pred: ^bb1
    util.return %7, %8 : !stream.resource<*>, !stream.resource<*>
  }
}

