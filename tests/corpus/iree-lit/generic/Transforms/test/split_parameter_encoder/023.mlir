"builtin.module"() ({
  "util.global"() <{sym_name = "multi_init_a", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "multi_init_b", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %6 = "arith.constant"() <{value = 512 : index}> : () -> index
    %7 = "stream.async.constant"(%6) <{value = #stream.parameter.named<"model"::"init_a"> : vector<512xi8>}> : (index) -> !stream.resource<constant>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 256 : index}> : () -> index
    %10 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %11 = "stream.async.fill"(%7, %6, %8, %9, %9, %10) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%11) <{global = @multi_init_a}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"init_b"> : vector<512xi8>}> : (index) -> !stream.resource<constant>
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "arith.constant"() <{value = 22 : i32}> : () -> i32
    %5 = "stream.async.fill"(%1, %0, %2, %3, %2, %4) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @multi_init_b}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

