"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "scfNestedCapture", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %4 = "stream.async.clone"(%arg0, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %5 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg2: index, %arg3: i64):
      %7 = "stream.async.slice"(%4, %arg1, %0, %arg1, %arg1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %8 = "stream.async.transfer"(%7, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %9 = "stream.async.load"(%8, %arg1, %0) : (!stream.resource<staging>, index, index) -> i32
      %10 = "arith.extsi"(%9) : (i32) -> i64
      %11 = "arith.addi"(%arg3, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%11) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %6 = "stream.async.dispatch"(%1, %5, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index, i64, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

