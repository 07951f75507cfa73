"builtin.module"() ({
  "util.global"() <{sym_name = "parameter_transformed", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "stream.async.constant"(%3) <{value = #stream.parameter.named<"model"::"param0"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %5 = "stream.async.fill"(%4, %3, %1, %2, %2, %0) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @parameter_transformed}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

