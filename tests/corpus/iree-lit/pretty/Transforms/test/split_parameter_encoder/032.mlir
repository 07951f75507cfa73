module {
  util.global private @empty_test_1 : !stream.resource<constant>
  util.global private @empty_test_2 : !stream.resource<constant>
  util.initializer {
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"empty_param1"> : vector<512xi8>
    %cst_0 = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"empty_param2"> : vector<1024xi8>
    util.global.store %cst, @empty_test_1 : !stream.resource<constant>
    util.global.store %cst_0, @empty_test_2 : !stream.resource<constant>
    util.return
  }
}

