module {
  util.global private @param_copy_combine : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"shard0"> : vector<512xi8>
    %cst_0 = stream.async.constant : !stream.resource<constant>{%c512} = #stream.parameter.named<"model"::"shard1"> : vector<512xi8>
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}
    %1 = stream.async.copy %cst[%c0 to %c512], %0[%c0 to %c512], %c512 : !stream.resource<constant>{%c512} -> %0 as !stream.resource<constant>{%c1024}
    %2 = stream.async.copy %cst_0[%c0 to %c512], %1[%c512 to %c1024], %c512 : !stream.resource<constant>{%c512} -> %1 as !stream.resource<constant>{%c1024}
    util.global.store %2, @param_copy_combine : !stream.resource<constant>
    util.return
  }
}

