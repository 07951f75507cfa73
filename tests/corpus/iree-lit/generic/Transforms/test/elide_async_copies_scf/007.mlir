"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg2: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i1, index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "scf_if_clone_mutated_source_used_after", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %arg1) : (i32, index) -> !stream.resource<*>
    %3 = "scf.if"(%arg0) ({
      %6 = "stream.async.clone"(%2, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %7 = "stream.async.dispatch"(%6, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%7) : (!stream.resource<*>) -> ()
    }, {
      %5 = "stream.async.dispatch"(%2, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%5) : (!stream.resource<*>) -> ()
    }) : (i1) -> !stream.resource<*>
    %4 = "stream.async.dispatch"(%2, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%3, %4) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

