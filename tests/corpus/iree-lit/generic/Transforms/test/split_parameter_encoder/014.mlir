"builtin.module"() ({
  "util.global"() <{sym_name = "minimum_size_param", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"tiny"> : vector<1xi8>}> : (index) -> !stream.resource<constant>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %4 = "stream.async.fill"(%1, %0, %2, %0, %0, %3) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%4) <{global = @minimum_size_param}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

