"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<*>, index) -> !stream.resource<*>, res_attrs = [{}], sym_name = "dispatch", sym_visibility = "private", tied_operands = [0 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (i1, !stream.resource<*>) -> !stream.resource<*>, sym_name = "scfIfProducingDispatchInput", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "scf.if"(%arg0) ({
      "some.sideeffect"() : () -> ()
      "scf.yield"(%1) : (index) -> ()
    }, {
      "scf.yield"(%2) : (index) -> ()
    }) : (i1) -> index
    %4 = "stream.async.call"(%arg1, %3, %3, %0, %3, %3, %3) <{callee = @dispatch, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%4) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

