"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfForWithDependency", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 11 : index}> : () -> index
    %4 = "arith.constant"() <{value = 48 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 5 : i64}> : () -> i64
    %7 = "stream.async.clone"(%arg0, %4, %4) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %8 = "scf.for"(%0, %3, %1, %5) ({
    ^bb0(%arg1: index, %arg2: i64):
      %10 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %11 = "arith.addi"(%10, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %12 = "stream.async.slice"(%7, %4, %10, %11, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      %13 = "stream.async.transfer"(%12, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
      %14 = "stream.async.load"(%13, %2, %0) : (!stream.resource<staging>, index, index) -> i32
      %15 = "arith.extsi"(%14) : (i32) -> i64
      %16 = "arith.cmpi"(%15, %6) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %17 = "arith.extui"(%16) : (i1) -> i64
      %18 = "arith.addi"(%arg2, %17) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%18) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %9 = "stream.async.splat"(%8, %2) : (i64, index) -> !stream.resource<external>
    "util.return"(%9) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

