module {
  stream.executable private @nested_dispatch {
    stream.executable.export public @compute 
  }
  util.global private @nested_captured_ordering : !stream.resource<constant>
  util.initializer {
    %c2048 = arith.constant 2048 : index
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"nested_a"> : vector<1024xi8>
    %cst_0 = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"nested_b"> : vector<1024xi8>
    %0 = stream.async.dispatch @nested_dispatch::@compute[%c1, %c1, %c1](%cst[%c0 to %c1024 for %c1024], %cst_0[%c0 to %c1024 for %c1024]) : (!stream.resource<constant>{%c1024}, !stream.resource<constant>{%c1024}) -> !stream.resource<constant>{%c2048}
    util.global.store %0, @nested_captured_ordering : !stream.resource<constant>
    util.return
  }
}

