module {
  util.func private @updateChained() -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_i8 = arith.constant 1 : i8
    %c2_i8 = arith.constant 2 : i8
    %0 = stream.async.alloca : !stream.resource<*>{%c2}
    %1 = stream.async.splat %c1_i8 : i8 -> !stream.resource<*>{%c1}
    %2 = stream.async.splat %c2_i8 : i8 -> !stream.resource<*>{%c1}
    %3 = stream.async.update %1, %0[%c0 to %c1] : !stream.resource<*>{%c1} -> %0 as !stream.resource<*>{%c2}
    %4 = stream.async.update %2, %3[%c1 to %c2] : !stream.resource<*>{%c1} -> %3 as !stream.resource<*>{%c2}
    util.return %4 : !stream.resource<*>
  }
}

