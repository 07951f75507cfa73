"builtin.module"() ({
  "util.func"() <{function_type = (i1, index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "scf_while_clone_mutated_source_used_after", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %arg1) : (i32, index) -> !stream.resource<*>
    %3 = "stream.async.clone"(%2, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %4 = "scf.while"(%3) ({
    ^bb0(%arg3: !stream.resource<*>):
      "scf.condition"(%arg0, %arg3) : (i1, !stream.resource<*>) -> ()
    }, {
    ^bb0(%arg2: !stream.resource<*>):
      %6 = "stream.async.fill"(%arg2, %arg1, %0, %arg1, %arg1, %1) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
      "scf.yield"(%6) : (!stream.resource<*>) -> ()
    }) : (!stream.resource<*>) -> !stream.resource<*>
    %5 = "stream.async.dispatch"(%2, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%4, %5) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

