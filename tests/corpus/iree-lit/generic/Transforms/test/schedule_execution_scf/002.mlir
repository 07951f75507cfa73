"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (i64, !stream.resource<*>) -> !stream.resource<*>, res_attrs = [{}], sym_name = "dispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "scfForProducingDispatchInput", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 10 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %7 = "scf.for"(%0, %3, %1, %5) ({
    ^bb0(%arg1: index, %arg2: i64):
      %9 = "arith.addi"(%arg2, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%9) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %8 = "stream.async.call"(%7, %arg0, %4, %0, %4, %4, %4) <{callee = @dispatch, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [1 : index]}> : (i64, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

