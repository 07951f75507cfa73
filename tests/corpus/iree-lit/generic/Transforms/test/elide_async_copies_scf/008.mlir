"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "scf_for_clone_mutated_source_used_after", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %3 = "stream.async.splat"(%2, %arg0) : (i32, index) -> !stream.resource<*>
    %4 = "stream.async.clone"(%3, %arg0, %arg0) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %5 = "scf.for"(%0, %arg1, %1, %4) ({
    ^bb0(%arg2: index, %arg3: !stream.resource<*>):
      %7 = "stream.async.fill"(%arg3, %arg0, %0, %arg0, %arg0, %2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.yield"(%7) : (!stream.resource<*>) -> ()
    }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
    %6 = "stream.async.dispatch"(%3, %arg0, %0, %arg0, %arg0, %arg0) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%5, %6) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

