"builtin.module"() ({
  "util.global"() <{sym_name = "wide_expression_dag_a", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "wide_expression_dag_b", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "wide_expression_dag_c", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 200 : index}> : () -> index
    %3 = "arith.constant"() <{value = 300 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %5 = "stream.async.constant"(%4) <{value = #stream.parameter.named<"model"::"wide_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %6 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %7 = "stream.async.fill"(%5, %4, %0, %1, %1, %6) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    %8 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %9 = "stream.async.fill"(%5, %4, %1, %2, %1, %8) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    %10 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    %11 = "stream.async.fill"(%5, %4, %2, %3, %1, %10) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @wide_expression_dag_a}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%9) <{global = @wide_expression_dag_b}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%11) <{global = @wide_expression_dag_c}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

