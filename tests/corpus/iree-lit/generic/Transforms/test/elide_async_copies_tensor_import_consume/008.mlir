"builtin.module"() ({
  "util.func"() <{function_type = (i1, !util.buffer) -> !stream.resource<external>, sym_name = "consume_import_in_if", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.tensor.import"(%arg1, %1) <{consume, result_encoding = tensor<f32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "scf.if"(%arg0) ({
      %5 = "stream.async.clone"(%3, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
      %6 = "stream.async.fill"(%5, %1, %0, %1, %1, %2) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
      "scf.yield"(%6) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%3) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%4) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

