module {
  util.func public @constantCloneTiedMutation(%arg0: index) -> !stream.resource<constant> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c456_i32 = arith.constant 456 : i32
    %cst = stream.async.constant : !stream.resource<constant>{%arg0} = dense<123> : tensor<128xi32>
    %0 = stream.async.clone %cst : !stream.resource<constant>{%arg0} -> !stream.resource<constant>{%arg0}
    %1 = stream.async.fill %c456_i32, %0[%c0 to %c128 for %c128] : i32 -> %0 as !stream.resource<constant>{%arg0}
    util.return %1 : !stream.resource<constant>
  }
}

