module {
  util.global private @growth_factor_test : !stream.resource<constant>
  util.initializer {
    %c42_i32 = arith.constant 42 : i32
    %c0 = arith.constant 0 : index
    %c1000 = arith.constant 1000 : index
    %c1800 = arith.constant 1800 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1000} = #stream.parameter.named<"model"::"growth_param"> : vector<1000xi8>
    %0 = stream.async.fill %c42_i32, %cst[%c0 to %c1800 for %c1800] : i32 -> %cst as !stream.resource<constant>{%c1800}
    util.global.store %0, @growth_factor_test : !stream.resource<constant>
    util.return
  }
}

