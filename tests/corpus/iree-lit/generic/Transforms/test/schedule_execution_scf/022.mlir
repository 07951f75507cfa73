"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, !stream.resource<*>, index) -> (!stream.resource<*>, i64), sym_name = "scfMixedIterArgsAndCaptures", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "stream.async.clone"(%arg1, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %5:2 = "scf.for"(%0, %2, %1, %arg0, %3) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<*>, %arg5: i64):
      %7 = "stream.async.dispatch"(%1, %arg4, %arg2, %0, %arg2, %arg2, %arg2) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      %8 = "stream.async.slice"(%4, %arg2, %0, %arg2, %arg2) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %9 = "stream.async.transfer"(%8, %arg2, %arg2) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %10 = "stream.async.load"(%9, %arg2, %0) : (!stream.resource<staging>, index, index) -> i32
      %11 = "arith.extsi"(%10) : (i32) -> i64
      %12 = "arith.addi"(%arg5, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%7, %12) : (!stream.resource<*>, i64) -> ()
    }) : (index, index, index, !stream.resource<*>, i64) -> (!stream.resource<*>, i64)
    %6 = "stream.async.dispatch"(%1, %5#1, %5#0, %arg2, %0, %arg2, %arg2, %arg2) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 2, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, i64, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%6, %5#1) : (!stream.resource<*>, i64) -> ()
  }) : () -> ()
}) : () -> ()

