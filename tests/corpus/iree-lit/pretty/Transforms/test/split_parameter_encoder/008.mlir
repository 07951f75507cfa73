module {
  util.global private @param_metadata_ops : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"combined_param"> : vector<1024xi8>
    %0 = stream.async.slice %cst[%c256 to %c512] : !stream.resource<constant>{%c1024} -> !stream.resource<constant>{%c256}
    %c100_i32 = arith.constant 100 : i32
    %1 = stream.async.fill %c100_i32, %0[%c0 to %c256 for %c256] : i32 -> %0 as !stream.resource<constant>{%c256}
    util.global.store %1, @param_metadata_ops : !stream.resource<constant>
    util.return
  }
}

