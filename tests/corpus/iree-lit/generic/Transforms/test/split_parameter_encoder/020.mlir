"builtin.module"() ({
  "stream.executable"() <{sym_name = "dispatch_for_clone_test", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @fill, sym_name = "fill", sym_visibility = "public"}> ({
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "param_with_trailing_clone", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "stream.async.constant"(%2) <{value = #stream.parameter.named<"model"::"trailing_clone_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %4 = "stream.async.clone"(%3, %2, %2) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %5 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{entry_points = [@dispatch_for_clone_test::@fill], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %6 = "stream.async.clone"(%5, %2, %2) : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @param_with_trailing_clone}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

