module {
  util.func public @constantToGenericPreserved(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %cst = stream.async.constant : !stream.resource<constant>{%c4} = dense<123> : tensor<1xi32>
    %0 = stream.async.clone %cst : !stream.resource<constant>{%c4} -> !stream.resource<*>{%c4}
    %1 = stream.async.fill %c123_i32, %0[%c0 to %c4 for %c4] : i32 -> %0 as !stream.resource<*>{%c4}
    util.return %1 : !stream.resource<*>
  }
}

