"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> (f32, f32, f32, f32, f32, f32, i32, f32, f32), sym_name = "main"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "arith.divf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.floor"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.fptosi"(%2) : (f32) -> i32
    %7 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %8 = "arith.select"(%7, %arg0, %arg1) : (i1, f32, f32) -> f32
    %9 = "arith.negf"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %8, %9) : (f32, f32, f32, f32, f32, f32, i32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

