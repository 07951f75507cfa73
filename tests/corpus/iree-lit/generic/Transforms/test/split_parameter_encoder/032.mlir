"builtin.module"() ({
  "util.global"() <{sym_name = "empty_test_1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "empty_test_2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %2 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"empty_param1"> : vector<512xi8>}> : (index) -> !stream.resource<constant>
    %3 = "stream.async.constant"(%1) <{value = #stream.parameter.named<"model"::"empty_param2"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    "util.global.store"(%2) <{global = @empty_test_1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%3) <{global = @empty_test_2}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

