"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (f32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "stream.tensor.sizeof"() <{encoding = tensor<4xf32>}> : () -> index
    %3 = "stream.tensor.import"(%arg0, %2) <{result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %4 = "stream.async.transfer"(%3, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
    %5 = "stream.tensor.load"(%4, %2, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, source_encoding = tensor<4xf32>}> : (!stream.resource<staging>, index, index) -> f32
    %6 = "arith.addf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "stream.tensor.store"(%4, %2, %0, %6) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>, target_encoding = tensor<4xf32>}> : (!stream.resource<staging>, index, index, f32) -> !stream.resource<staging>
    "stream.tensor.trace"(%7, %2) <{key = "after store", operandSegmentSizes = array<i32: 1, 1, 0>, resource_encodings = [tensor<4xf32>]}> : (!stream.resource<staging>, index) -> ()
    %8 = "stream.async.transfer"(%7, %2, %2) : (!stream.resource<staging>, index, index) -> !stream.resource<external>
    %9 = "stream.tensor.export"(%8, %2) <{source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%5, %9) : (f32, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

