"builtin.module"() ({
  "util.global"() <{sym_name = "param_metadata_ops", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "stream.async.constant"(%3) <{value = #stream.parameter.named<"model"::"combined_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %5 = "stream.async.slice"(%4, %3, %1, %2, %1) : (!stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    %6 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %7 = "stream.async.fill"(%5, %1, %0, %1, %1, %6) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @param_metadata_ops}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

