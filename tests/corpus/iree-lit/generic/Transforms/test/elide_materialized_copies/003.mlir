"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer) -> !util.buffer, sym_name = "inplace_fill_imported_buffer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %6 = "stream.tensor.sizeof"() <{encoding = tensor<256xf32>}> : () -> index
    %7 = "stream.tensor.import"(%arg0, %6) <{consume, result_encoding = tensor<256xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %8 = "stream.async.fill"(%7, %6, %0, %1, %1, %4) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    %9 = "stream.async.fill"(%8, %6, %1, %2, %1, %5) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    %10 = "stream.async.fill"(%9, %6, %2, %3, %2, %4) : (!stream.resource<external>, index, index, index, index, i32) -> !stream.resource<external>
    %11 = "stream.async.slice"(%10, %6, %0, %6, %6) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %12 = "stream.async.transfer"(%11, %6, %6) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %13 = "stream.tensor.export"(%12, %6) <{source_encoding = tensor<256xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%13) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

