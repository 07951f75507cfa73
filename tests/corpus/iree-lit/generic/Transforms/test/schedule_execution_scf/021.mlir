"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "scfIterArgsPattern", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "scf.for"(%0, %2, %1, %arg0) ({
    ^bb0(%arg2: index, %arg3: !stream.resource<*>):
      %4 = "stream.async.dispatch"(%1, %arg3, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%4) : (!stream.resource<*>) -> ()
    }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

