"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @entry, sym_name = "entry", sym_visibility = "public"}> ({
    ^bb0(%arg4: index):
      %11:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg4) : (index) -> (index, index, index)
      "stream.return"(%11#0, %11#1, %11#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, index) -> (), sym_name = "entry"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: index):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "stream.tensor.sizeof"() <{encoding = tensor<4xi32>}> : () -> index
    %2 = "stream.tensor.import"(%arg0, %1) <{result_encoding = tensor<4xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %3 = "stream.async.cast"(%2, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %4:2 = "stream.tensor.dispatch"(%0, %3, %0, %1, %1, %1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 1, 2, 1, 0, 2, 0>, operand_encodings = [tensor<4xi32>, !util.unused], result_encodings = [tensor<4xi32>, tensor<4xi32>], tied_operands = [0 : index, -1 : index]}> : (index, !stream.resource<*>, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %5 = "stream.async.cast"(%4#0, %1, %1) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%4#1, %1, %1) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %7 = "stream.async.cast"(%3, %1, %1) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %8 = "stream.tensor.export"(%5, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %9 = "stream.tensor.export"(%6, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %10 = "stream.tensor.export"(%7, %1) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%8, %9, %10) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

