module {
  util.global private @param_acceptable_growth : !stream.resource<constant>
  util.initializer {
    %c1024 = arith.constant 1024 : index
    %c1180 = arith.constant 1180 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"param_growth"> : vector<1024xi8>
    %c0 = arith.constant 0 : index
    %c156 = arith.constant 156 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1180}
    %1 = stream.async.update %cst, %0[%c0 to %c1024] : !stream.resource<constant>{%c1024} -> %0 as !stream.resource<constant>{%c1180}
    util.global.store %1, @param_acceptable_growth : !stream.resource<constant>
    util.return
  }
}

