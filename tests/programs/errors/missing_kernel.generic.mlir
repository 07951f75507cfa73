"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @entry, sym_name = "entry", sym_visibility = "public"}> ({
      %5 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%5, %5, %5) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "entry"}> ({
      ^bb0(%arg0: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1:2 = "stream.async.execute"(%0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %4 = "stream.async.dispatch"(%0) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index) -> !stream.resource<external>
      "stream.yield"(%4, %0) : (!stream.resource<external>, index) -> ()
    }) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %3 = "stream.tensor.export"(%2, %0) <{source_encoding = tensor<4xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%3) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

