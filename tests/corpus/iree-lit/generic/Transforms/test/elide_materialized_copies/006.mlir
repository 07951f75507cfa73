"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_compute_aliased", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @compute, sym_name = "compute", sym_visibility = "public"}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      %8 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%8, %8, %8) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer) -> !util.buffer, sym_name = "dispatch_aliased_buffer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{consume, result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "stream.async.dispatch"(%1, %1, %1, %3, %3, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{entry_points = [@ex_compute_aliased::@compute], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
    %5 = "stream.async.slice"(%4, %2, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %6 = "stream.async.transfer"(%5, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %7 = "stream.tensor.export"(%6, %2) <{source_encoding = tensor<1024xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%7) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

