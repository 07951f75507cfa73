"builtin.module"() ({
  "util.global"() <{sym_name = "single_param_multi_output_a", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "single_param_multi_output_b", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index
    %3 = "arith.constant"() <{value = 768 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %5 = "stream.async.constant"(%4) <{value = #stream.parameter.named<"model"::"shared_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %6 = "arith.constant"() <{value = 100 : i32}> : () -> i32
    %7 = "stream.async.fill"(%5, %4, %0, %1, %1, %6) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    %8 = "arith.constant"() <{value = 200 : i32}> : () -> i32
    %9 = "stream.async.fill"(%5, %4, %2, %3, %1, %8) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @single_param_multi_output_a}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%9) <{global = @single_param_multi_output_b}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

