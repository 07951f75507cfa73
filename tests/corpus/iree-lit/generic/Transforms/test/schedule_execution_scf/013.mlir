"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (i64, !stream.resource<*>) -> !stream.resource<*>, res_attrs = [{}], sym_name = "dispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "scfWhileProducingDispatchInput", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %6:2 = "scf.while"(%4, %0) ({
    ^bb0(%arg3: i64, %arg4: index):
      %10 = "arith.cmpi"(%arg4, %2) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.condition"(%10, %arg3, %arg4) : (i1, i64, index) -> ()
    }, {
    ^bb0(%arg1: i64, %arg2: index):
      %8 = "arith.addi"(%arg1, %5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %9 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%8, %9) : (i64, index) -> ()
    }) : (i64, index) -> (i64, index)
    %7 = "stream.async.call"(%6#0, %arg0, %3, %0, %3, %3, %3) <{callee = @dispatch, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [1 : index]}> : (i64, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%7) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

