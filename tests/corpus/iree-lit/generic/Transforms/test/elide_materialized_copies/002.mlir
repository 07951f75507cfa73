"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_compute_output", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @compute, sym_name = "compute", sym_visibility = "public"}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %12 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%12, %12, %12) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> !util.buffer, sym_name = "user_provided_output_storage", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %4 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg1, %4) <{consume, result_encoding = tensor<1024xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %6 = "stream.tensor.sizeof"() <{encoding = tensor<1024xf32>}> : () -> index
    %7 = "stream.async.dispatch"(%1, %1, %1, %3, %2, %0, %2, %2, %6) <{entry_points = [@ex_compute_output::@compute], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<external>, index, index, index, index, index) -> !stream.resource<*>
    %8 = "stream.async.update"(%5, %4, %0, %6, %7, %6) : (!stream.resource<external>, index, index, index, !stream.resource<*>, index) -> !stream.resource<external>
    %9 = "stream.async.slice"(%8, %4, %0, %6, %6) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %10 = "stream.async.transfer"(%9, %6, %6) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %11 = "stream.tensor.export"(%10, %6) <{source_encoding = tensor<1024xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%11) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

