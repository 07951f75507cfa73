module {
  stream.executable private @executable {
    stream.executable.export public @add_dispatch 
  }
  util.global private @param_splat_dispatch : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"weights"> : vector<1024xi8>
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}
    %1 = stream.async.dispatch @executable::@add_dispatch[%c1, %c1, %c1](%cst[%c0 to %c1024 for %c1024], %0[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}, !stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c1024}
    util.global.store %1, @param_splat_dispatch : !stream.resource<constant>
    util.return
  }
}

