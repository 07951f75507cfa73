"builtin.module"() ({
  "util.global"() <{sym_name = "growth_factor_test", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1800 : index}> : () -> index
    %4 = "stream.async.constant"(%2) <{value = #stream.parameter.named<"model"::"growth_param"> : vector<1000xi8>}> : (index) -> !stream.resource<constant>
    %5 = "stream.async.fill"(%4, %3, %1, %3, %3, %0) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @growth_factor_test}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

