"builtin.module"() ({
  "util.func"() <{function_type = (i32) -> i32, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.cmpi"(%arg0, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "util.return"(%arg0) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "util.unreachable"() <{message = "the flag must be zero"}> : () -> ()
  }) : () -> ()
}) : () -> ()

