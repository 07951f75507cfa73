module {
  util.global private @minimum_size_param : !stream.resource<constant>
  util.initializer {
    %c1 = arith.constant 1 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1} = #stream.parameter.named<"model"::"tiny"> : vector<1xi8>
    %c0 = arith.constant 0 : index
    %c42_i32 = arith.constant 42 : i32
    %0 = stream.async.fill %c42_i32, %cst[%c0 to %c1 for %c1] : i32 -> %cst as !stream.resource<constant>{%c1}
    util.global.store %0, @minimum_size_param : !stream.resource<constant>
    util.return
  }
}

