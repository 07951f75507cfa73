module {
  util.func public @constantCloneMultiUse(%arg0: index) -> (!stream.resource<constant>, !stream.resource<constant>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = stream.async.constant : !stream.resource<constant>{%arg0} = dense<1.000000e+00> : tensor<256xf32>
    %0 = stream.async.clone %cst : !stream.resource<constant>{%arg0} -> !stream.resource<constant>{%arg0}
    %1 = stream.async.clone %cst : !stream.resource<constant>{%arg0} -> !stream.resource<constant>{%arg0}
    %2 = stream.async.dispatch @constantDispatch::@entry(%0[%c0 to %arg0 for %arg0]) : (!stream.resource<constant>{%arg0}) -> !stream.resource<constant>{%arg0}
    %3 = stream.async.dispatch @constantDispatch::@entry(%1[%c0 to %arg0 for %arg0]) : (!stream.resource<constant>{%arg0}) -> !stream.resource<constant>{%arg0}
    util.return %2, %3 : !stream.resource<constant>, !stream.resource<constant>
  }
}

