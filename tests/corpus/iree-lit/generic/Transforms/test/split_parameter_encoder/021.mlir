"builtin.module"() ({
  "util.global"() <{sym_name = "param_transfer", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "stream.async.constant"(%2) <{value = #stream.parameter.named<"model"::"transfer_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %4 = "stream.async.transfer"(%3, %2, %2) : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    %5 = "arith.constant"() <{value = 88 : i32}> : () -> i32
    %6 = "stream.async.fill"(%4, %2, %0, %1, %1, %5) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @param_transfer}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

