module {
  stream.executable private @executable {
    stream.executable.export public @dispatch 
  }
  util.global private @param_with_dispatch : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"dispatch_param"> : vector<1024xi8>
    %0 = stream.async.dispatch @executable::@dispatch[%c1, %c1, %c1](%cst[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    util.global.store %0, @param_with_dispatch : !stream.resource<constant>
    util.return
  }
}

