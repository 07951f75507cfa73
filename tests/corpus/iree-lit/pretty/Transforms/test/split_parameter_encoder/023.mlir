module {
  util.global private @multi_init_a : !stream.resource<constant>
  util.global private @multi_init_b : !stream.resource<constant>
  util.initializer {
    %c512 = arith.constant 512 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"init_a"> : vector<512xi8>
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c11_i32 = arith.constant 11 : i32
    %0 = stream.async.fill %c11_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c512}
    util.global.store %0, @multi_init_a : !stream.resource<constant>
    util.return
  }
  util.initializer {
    %c512 = arith.constant 512 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"init_b"> : vector<512xi8>
    %c256 = arith.constant 256 : index
    %c512_0 = arith.constant 512 : index
    %c22_i32 = arith.constant 22 : i32
    %0 = stream.async.fill %c22_i32, %cst[%c256 to %c512_0 for %c256] : i32 -> %cst as !stream.resource<constant>{%c512}
    util.global.store %0, @multi_init_b : !stream.resource<constant>
    util.return
  }
}

