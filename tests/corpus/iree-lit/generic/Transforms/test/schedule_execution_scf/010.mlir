"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfNestedIfInFor", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "scf.for"(%0, %2, %1, %5) ({
    ^bb0(%arg1: index, %arg2: i32):
      %8 = "arith.constant"() <{value = 2 : index}> : () -> index
      %9 = "arith.remui"(%arg1, %8) : (index, index) -> index
      %10 = "arith.cmpi"(%9, %0) <{predicate = 0 : i64}> : (index, index) -> i1
      %11 = "scf.if"(%10) ({
        %16 = "stream.async.slice"(%arg0, %4, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %17 = "stream.async.transfer"(%16, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        %18 = "stream.async.load"(%17, %2, %0) : (!stream.resource<staging>, index, index) -> i32
        "scf.yield"(%18) : (i32) -> ()
      }, {
        %13 = "stream.async.slice"(%arg0, %4, %3, %4, %3) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %14 = "stream.async.transfer"(%13, %3, %3) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        %15 = "stream.async.load"(%14, %3, %0) : (!stream.resource<staging>, index, index) -> i32
        "scf.yield"(%15) : (i32) -> ()
      }) : (i1) -> i32
      %12 = "arith.addi"(%arg2, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %7 = "stream.async.splat"(%6, %2) : (i32, index) -> !stream.resource<external>
    "util.return"(%7) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

