"builtin.module"() ({
  "util.global"() <{sym_name = "param_acceptable_growth", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1180 : index}> : () -> index
    %2 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"param_growth"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 156 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "stream.async.splat"(%5, %1) : (i32, index) -> !stream.resource<constant>
    %7 = "stream.async.update"(%6, %1, %3, %0, %2, %0) : (!stream.resource<constant>, index, index, index, !stream.resource<constant>, index) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @param_acceptable_growth}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

