"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<*>, index) -> !stream.resource<*>, res_attrs = [{}], sym_name = "dispatch0", sym_visibility = "private", tied_operands = [0 : index]}> ({
  }) : () -> ()
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<*>, index) -> !stream.resource<*>, res_attrs = [{}], sym_name = "dispatch1", sym_visibility = "private", tied_operands = [0 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (i1, !stream.resource<*>, index) -> (!stream.resource<*>, i32), sym_name = "scfControlFlowAcrossPartitions", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<*>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "stream.async.call"(%arg1, %3, %3, %0, %3, %3, %3) <{callee = @dispatch0, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    %6:2 = "scf.for"(%0, %arg2, %1, %5, %4) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<*>, %arg5: i32):
      %8 = "stream.async.transfer"(%arg4, %3, %3) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %9 = "stream.async.load"(%8, %3, %0) : (!stream.resource<staging>, index, index) -> i32
      %10 = "arith.addi"(%arg5, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%arg4, %10) : (!stream.resource<*>, i32) -> ()
    }) : (index, index, index, !stream.resource<*>, i32) -> (!stream.resource<*>, i32)
    %7 = "stream.async.call"(%6#0, %3, %3, %0, %3, %3, %3) <{callee = @dispatch1, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%7, %6#1) : (!stream.resource<*>, i32) -> ()
  }) : () -> ()
}) : () -> ()

