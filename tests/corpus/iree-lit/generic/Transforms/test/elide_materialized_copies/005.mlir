"builtin.module"() ({
  "util.func"() <{function_type = (i1, !util.buffer) -> !util.buffer, sym_name = "scf_if_inplace_both_branches", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %4 = "stream.tensor.sizeof"() <{encoding = tensor<256xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg1, %4) <{consume, result_encoding = tensor<256xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %6 = "scf.if"(%arg0) ({
      %11 = "stream.async.fill"(%5, %4, %0, %1, %1, %2) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }, {
      %10 = "stream.async.fill"(%5, %4, %0, %1, %1, %3) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
      "scf.yield"(%10) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    %7 = "stream.async.slice"(%6, %4, %0, %4, %4) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %8 = "stream.async.transfer"(%7, %4, %4) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %9 = "stream.tensor.export"(%8, %4) <{source_encoding = tensor<256xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%9) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

