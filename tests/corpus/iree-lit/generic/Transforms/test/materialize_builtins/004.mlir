"builtin.module"() ({
  "util.func"() <{function_type = (index, i64) -> (!stream.resource<*>, !stream.timepoint), sym_name = "builtinSplatI64", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index, %arg1: i64):
    %0:2 = "stream.async.execute"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> ({
      %1 = "stream.async.concurrent"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1>, tied_operands = [-1 : index]}> ({
        %2 = "stream.async.splat"(%arg1, %arg0) : (i64, index) -> !stream.resource<*>
        "stream.yield"(%2, %arg0) : (!stream.resource<*>, index) -> ()
      }) : (index) -> !stream.resource<*>
      "stream.yield"(%1, %arg0) : (!stream.resource<*>, index) -> ()
    }) : (index) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%0#0, %0#1) : (!stream.resource<*>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

