module {
  util.global private @single_param_multi_output_a : !stream.resource<constant>
  util.global private @single_param_multi_output_b : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %c1024 = arith.constant 1024 : index
    %cst = stream.async.constant : !stream.resource<constant>{%c1024} = #stream.parameter.named<"model"::"shared_param"> : vector<1024xi8>
    %c100_i32 = arith.constant 100 : i32
    %0 = stream.async.fill %c100_i32, %cst[%c0 to %c256 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
    %c200_i32 = arith.constant 200 : i32
    %1 = stream.async.fill %c200_i32, %cst[%c512 to %c768 for %c256] : i32 -> %cst as !stream.resource<constant>{%c1024}
    util.global.store %0, @single_param_multi_output_a : !stream.resource<constant>
    util.global.store %1, @single_param_multi_output_b : !stream.resource<constant>
    util.return
  }
}

