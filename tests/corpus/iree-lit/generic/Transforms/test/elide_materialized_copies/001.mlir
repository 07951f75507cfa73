"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex_compute_kv", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @compute_new_kv, sym_name = "compute_new_kv", sym_visibility = "public"}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %16 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%16, %16, %16) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> !util.buffer, sym_name = "kvcache_update_step", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index
    %3 = "stream.tensor.sizeof"() <{encoding = tensor<1x512xf32>}> : () -> index
    %4 = "stream.tensor.import"(%arg0, %3) <{result_encoding = tensor<1x512xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %5 = "stream.tensor.sizeof"() <{encoding = tensor<100x512xf32>}> : () -> index
    %6 = "stream.tensor.import"(%arg1, %5) <{consume, result_encoding = tensor<100x512xf32>}> : (!util.buffer, index) -> !stream.resource<external>
    %7 = "stream.tensor.sizeof"() <{encoding = tensor<10x512xf32>}> : () -> index
    %8 = "stream.async.slice"(%6, %5, %0, %7, %7) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %9 = "stream.tensor.sizeof"() <{encoding = tensor<1x512xf32>}> : () -> index
    %10 = "stream.async.dispatch"(%1, %1, %1, %4, %8, %3, %7, %0, %0, %3, %7, %3, %7, %9) <{entry_points = [@ex_compute_kv::@compute_new_kv], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %11 = "arith.constant"() <{value = 20480 : index}> : () -> index
    %12 = "stream.async.update"(%6, %5, %11, %9, %10, %9) : (!stream.resource<external>, index, index, index, !stream.resource<*>, index) -> !stream.resource<external>
    %13 = "stream.async.slice"(%12, %5, %0, %5, %5) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %14 = "stream.async.transfer"(%13, %5, %5) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %5) <{source_encoding = tensor<100x512xf32>}> : (!stream.resource<external>, index) -> !util.buffer
    "util.return"(%15) : (!util.buffer) -> ()
  }) : () -> ()
}) : () -> ()

