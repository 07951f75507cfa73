"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer) -> !util.buffer, sym_name = "nested_scf_inplace", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = 100 : index}> : () -> index
    %4 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %5 = "stream.tensor.sizeof"() <{encoding = tensor<256xf32>}> : () -> index
    %6 = "stream.tensor.import"(%arg0, %5) <{consume, result_encoding = tensor<256xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %7 = "scf.for"(%0, %2, %1, %6) ({
    ^bb0(%arg1: index, %arg2: !stream.resource<external>):
      %11 = "scf.for"(%0, %2, %1, %arg2) ({
      ^bb0(%arg3: index, %arg4: !stream.resource<external>):
        %12 = "stream.async.fill"(%arg4, %5, %0, %3, %3, %4) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
        "scf.yield"(%12) : (!stream.resource<external>) -> ()
      }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    %8 = "stream.async.slice"(%7, %5, %0, %5, %5) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %9 = "stream.async.transfer"(%8, %5, %5) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %10 = "stream.tensor.export"(%9, %5) <{source_encoding = tensor<256xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%10) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

