"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "scfMultipleCaptures", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "stream.async.clone"(%arg0, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %5 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg4: index, %arg5: i64):
      %14 = "stream.async.slice"(%4, %arg1, %0, %arg1, %arg1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %15 = "stream.async.transfer"(%14, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %16 = "stream.async.load"(%15, %arg1, %0) : (!stream.resource<staging>, index, index) -> i32
      %17 = "arith.extsi"(%16) : (i32) -> i64
      %18 = "arith.addi"(%arg5, %17) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%18) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %6 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg2: index, %arg3: i64):
      %9 = "stream.async.slice"(%4, %arg1, %0, %arg1, %arg1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %10 = "stream.async.transfer"(%9, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %11 = "stream.async.load"(%10, %arg1, %0) : (!stream.resource<staging>, index, index) -> i32
      %12 = "arith.extsi"(%11) : (i32) -> i64
      %13 = "arith.addi"(%arg3, %12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%13) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %7 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %8 = "stream.async.dispatch"(%1, %7, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index, i64, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

