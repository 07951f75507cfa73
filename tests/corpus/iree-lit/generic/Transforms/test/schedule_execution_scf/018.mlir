"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, i1) -> !stream.resource<*>, sym_name = "scfIfDivergentCapture", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "stream.async.clone"(%arg0, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %4 = "scf.if"(%arg2) ({
      %6 = "stream.async.slice"(%3, %arg1, %0, %arg1, %arg1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %7 = "stream.async.transfer"(%6, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %8 = "stream.async.load"(%7, %arg1, %0) : (!stream.resource<staging>, index, index) -> i32
      %9 = "arith.extsi"(%8) : (i32) -> i64
      "scf.yield"(%9) : (i64) -> ()
    }, {
      "scf.yield"(%2) : (i64) -> ()
    }) : (i1) -> i64
    %5 = "stream.async.dispatch"(%1, %4, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index, i64, index) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

