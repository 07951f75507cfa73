"builtin.module"() ({
  "stream.executable"() <{sym_name = "executable", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @add_dispatch, sym_name = "add_dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "param_splat_dispatch", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "stream.async.constant"(%2) <{value = #stream.parameter.named<"model"::"weights"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "stream.async.splat"(%4, %2) : (i32, index) -> !stream.resource<constant>
    %6 = "stream.async.dispatch"(%1, %1, %1, %3, %5, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{entry_points = [@executable::@add_dispatch], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @param_splat_dispatch}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

