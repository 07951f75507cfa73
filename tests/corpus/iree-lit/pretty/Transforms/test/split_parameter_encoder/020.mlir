module {
  stream.executable private @dispatch_for_clone_test {
    stream.executable.export public @fill 
  }
  util.global private @param_with_trailing_clone : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"trailing_clone_param"> : vector<1024xi8>
    %0 = stream.async.clone %cst : !stream.resource<constant>{%c1024} -> !stream.resource<*>{%c1024}
    %1 = stream.async.dispatch @dispatch_for_clone_test::@fill[%c1, %c1, %c1](%0[%c0 to %c1024 for %c1024]) : (!stream.resource<*>{%c1024}) -> !stream.resource<*>{%c1024}
    %2 = stream.async.clone %1 : !stream.resource<*>{%c1024} -> !stream.resource<constant>{%c1024}
    util.global.store %2, @param_with_trailing_clone : !stream.resource<constant>
    util.return
  }
}

