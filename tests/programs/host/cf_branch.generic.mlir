"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "main"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.br"(%arg0, %arg1)[^bb1] : (i32, i32) -> ()
  ^bb1(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = "arith.cmpi"(%2, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%3, %1, %1, %2)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb2(%4: i32, %5: i32):  // pred: ^bb1
    %6 = "arith.remsi"(%4, %5) : (i32, i32) -> i32
    "cf.br"(%5, %6)[^bb1] : (i32, i32) -> ()
  ^bb3(%7: i32):  // pred: ^bb1
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

