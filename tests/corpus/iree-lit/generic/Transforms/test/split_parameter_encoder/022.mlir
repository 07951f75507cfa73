"builtin.module"() ({
  "util.global"() <{sym_name = "param_copy_combine", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 512 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3 = "stream.async.constant"(%1) <{value = #stream.parameter.named<"model"::"shard0"> : vector<512xi8>}> : (index) -> !stream.resource<constant>
    %4 = "stream.async.constant"(%1) <{value = #stream.parameter.named<"model"::"shard1"> : vector<512xi8>}> : (index) -> !stream.resource<constant>
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "stream.async.splat"(%5, %2) : (i32, index) -> !stream.resource<constant>
    %7 = "stream.async.copy"(%6, %2, %0, %1, %3, %1, %0, %1, %1) : (!stream.resource<constant>, index, index, index, !stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    %8 = "stream.async.copy"(%7, %2, %1, %2, %4, %1, %0, %1, %1) : (!stream.resource<constant>, index, index, index, !stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    "util.global.store"(%8) <{global = @param_copy_combine}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

