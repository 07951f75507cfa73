"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfNestedFor", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "scf.for"(%0, %2, %1, %5) ({
    ^bb0(%arg1: index, %arg2: i32):
      %8 = "scf.for"(%0, %2, %1, %arg2) ({
      ^bb0(%arg3: index, %arg4: i32):
        %9 = "arith.muli"(%arg3, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %10 = "arith.addi"(%9, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %11 = "stream.async.slice"(%arg0, %4, %9, %10, %3) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %12 = "stream.async.transfer"(%11, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        %13 = "stream.async.load"(%12, %3, %0) : (!stream.resource<staging>, index, index) -> i32
        %14 = "arith.addi"(%arg4, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%14) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.yield"(%8) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7 = "stream.async.splat"(%6, %3) : (i32, index) -> !stream.resource<external>
    "util.return"(%7) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

