"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfForWithMultipleRegionUses", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "stream.async.slice"(%arg0, %4, %0, %3, %3) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %7 = "stream.async.slice"(%arg0, %4, %3, %4, %3) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
    %8 = "scf.for"(%0, %2, %1, %5) ({
    ^bb0(%arg1: index, %arg2: i32):
      %10 = "stream.async.transfer"(%6, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
      %11 = "stream.async.transfer"(%7, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
      %12 = "stream.async.load"(%10, %3, %0) : (!stream.resource<staging>, index, index) -> i32
      %13 = "stream.async.load"(%11, %3, %0) : (!stream.resource<staging>, index, index) -> i32
      %14 = "arith.addi"(%arg2, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.addi"(%14, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%15) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %9 = "stream.async.splat"(%8, %2) : (i32, index) -> !stream.resource<external>
    "util.return"(%9) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

