"builtin.module"() ({
  "stream.executable"() <{sym_name = "executable", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "param_with_dispatch", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "stream.async.constant"(%2) <{value = #stream.parameter.named<"model"::"dispatch_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %4 = "stream.async.dispatch"(%1, %1, %1, %3, %2, %0, %2, %2, %2) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<constant>, index, index, index, index, index) -> !stream.resource<constant>
    "util.global.store"(%4) <{global = @param_with_dispatch}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

