"builtin.module"() ({
  "stream.executable"() <{sym_name = "nested_dispatch", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @compute, sym_name = "compute", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "nested_captured_ordering", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "stream.async.constant"(%1) <{value = #stream.parameter.named<"model"::"nested_a"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %5 = "stream.async.constant"(%1) <{value = #stream.parameter.named<"model"::"nested_b"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %6 = "stream.async.dispatch"(%3, %3, %3, %4, %5, %1, %1, %2, %2, %1, %1, %1, %1, %0) <{entry_points = [@nested_dispatch::@compute], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index, index, index, index) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @nested_captured_ordering}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

