module {
  util.func public @constantCloneSingleUse(%arg0: index) -> !stream.resource<constant> {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %cst = stream.async.constant : !stream.resource<constant>{%arg0} = dense<123> : tensor<128xi32>
    %0 = stream.async.clone %cst : !stream.resource<constant>{%arg0} -> !stream.resource<constant>{%arg0}
    util.return %0 : !stream.resource<constant>
  }
}

