"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfWhileWithDependency", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 5 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "stream.async.clone"(%arg0, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %7:2 = "scf.while"(%5, %0) ({
    ^bb0(%arg3: i32, %arg4: index):
      %14 = "arith.cmpi"(%arg4, %4) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%14, %arg3, %arg4) : (i1, i32, index) -> ()
    }, {
    ^bb0(%arg1: i32, %arg2: index):
      %9 = "stream.async.slice"(%6, %3, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      %10 = "stream.async.transfer"(%9, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
      %11 = "stream.async.load"(%10, %2, %0) : (!stream.resource<staging>, index, index) -> i32
      %12 = "arith.addi"(%arg1, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %13 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%12, %13) : (i32, index) -> ()
    }) : (i32, index) -> (i32, index)
    %8 = "stream.async.splat"(%7#0, %2) : (i32, index) -> !stream.resource<external>
    "util.return"(%8) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

