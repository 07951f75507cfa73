module {
  util.global private @over_growth_threshold : !stream.resource<constant>
  util.initializer {
    %c1000 = arith.constant 1000 : index
    %c1210 = arith.constant 1210 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1000} = #stream.parameter.named<"model"::"over_threshold"> : vector<1000xi8>
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1210}
    %1 = stream.async.update %cst, %0[%c0 to %c1000] : !stream.resource<constant>{%c1000} -> %0 as !stream.resource<constant>{%c1210}
    util.global.store %1, @over_growth_threshold : !stream.resource<constant>
    util.return
  }
}

