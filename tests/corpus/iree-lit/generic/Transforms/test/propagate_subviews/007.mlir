"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<transient>) -> (), sym_name = "switch", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.switch"(%0, %arg0, %arg1, %arg0, %arg1)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, !stream.resource<external>, !stream.resource<transient>, !stream.resource<external>, !stream.resource<transient>) -> ()
  ^bb1(%1: !stream.resource<external>, %2: !stream.resource<transient>):  // 2 preds: ^bb0, ^bb0
    %3 = "util.optimization_barrier"(%1) : (!stream.resource<external>) -> !stream.resource<external>
    %4 = "util.optimization_barrier"(%2) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

