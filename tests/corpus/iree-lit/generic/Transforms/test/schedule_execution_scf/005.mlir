"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index, index) -> !stream.resource<external>, sym_name = "scfForZeroIterations", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "stream.async.clone"(%arg0, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %6 = "scf.for"(%arg1, %arg2, %1, %4) ({
    ^bb0(%arg3: index, %arg4: i32):
      %8 = "stream.async.slice"(%5, %3, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      %9 = "stream.async.transfer"(%8, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
      %10 = "stream.async.load"(%9, %2, %0) : (!stream.resource<staging>, index, index) -> i32
      %11 = "arith.addi"(%arg4, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7 = "stream.async.splat"(%6, %2) : (i32, index) -> !stream.resource<external>
    "util.return"(%7) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

