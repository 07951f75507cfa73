"builtin.module"() ({
  "util.global"() <{sym_name = "deep_expression_dag", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %6 = "stream.async.constant"(%5) <{value = #stream.parameter.named<"model"::"deep_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "stream.async.fill"(%6, %5, %0, %1, %1, %7) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %10 = "stream.async.fill"(%8, %5, %1, %2, %1, %9) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %12 = "stream.async.fill"(%10, %5, %2, %3, %1, %11) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    %13 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %14 = "stream.async.fill"(%12, %5, %3, %4, %1, %13) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%14) <{global = @deep_expression_dag}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

