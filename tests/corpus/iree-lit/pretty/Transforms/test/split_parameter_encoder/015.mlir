module {
  util.global private @deep_expression_dag : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c192 = arith.constant 192 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"deep_param"> : vector<1024xi8>
    %c1_i32 = arith.constant 1 : i32
    %0 = stream.async.fill %c1_i32, %cst[%c0 to %c64 for %c64] : i32 -> %cst as !stream.resource<constant>{%c1024}
    %c2_i32 = arith.constant 2 : i32
    %1 = stream.async.fill %c2_i32, %0[%c64 to %c128 for %c64] : i32 -> %0 as !stream.resource<constant>{%c1024}
    %c3_i32 = arith.constant 3 : i32
    %2 = stream.async.fill %c3_i32, %1[%c128 to %c192 for %c64] : i32 -> %1 as !stream.resource<constant>{%c1024}
    %c4_i32 = arith.constant 4 : i32
    %3 = stream.async.fill %c4_i32, %2[%c192 to %c256 for %c64] : i32 -> %2 as !stream.resource<constant>{%c1024}
    util.global.store %3, @deep_expression_dag : !stream.resource<constant>
    util.return
  }
}

