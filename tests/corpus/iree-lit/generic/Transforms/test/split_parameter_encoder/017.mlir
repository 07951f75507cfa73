"builtin.module"() ({
  "util.global"() <{sym_name = "over_growth_threshold", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1210 : index}> : () -> index
    %2 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"over_threshold"> : vector<1000xi8>}> : (index) -> !stream.resource<constant>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "stream.async.splat"(%4, %1) : (i32, index) -> !stream.resource<constant>
    %6 = "stream.async.update"(%5, %1, %3, %0, %2, %0) : (!stream.resource<constant>, index, index, index, !stream.resource<constant>, index) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @over_growth_threshold}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

