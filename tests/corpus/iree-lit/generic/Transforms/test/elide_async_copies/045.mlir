"builtin.module"() ({
  "stream.executable"() <{sym_name = "dispatch_ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>), sym_name = "multiCloneImmutableSource", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %arg0) : (i32, index) -> !stream.resource<*>
    %3 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %4 = "stream.async.dispatch"(%3, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %5 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %6 = "stream.async.dispatch"(%5, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %7 = "stream.async.clone"(%2, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %8 = "stream.async.dispatch"(%7, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%4, %6, %8) : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

