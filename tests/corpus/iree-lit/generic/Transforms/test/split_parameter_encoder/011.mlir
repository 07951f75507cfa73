"builtin.module"() ({
  "util.global"() <{sym_name = "scf_if_constant_condition", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "stream.async.constant"(%3) <{value = #stream.parameter.named<"model"::"conditional_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %5 = "scf.if"(%0) ({
      %6 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %7 = "stream.async.fill"(%4, %3, %1, %2, %2, %6) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
      "scf.yield"(%7) : (!stream.resource<constant>) -> ()
    }, {
      "scf.yield"(%4) : (!stream.resource<constant>) -> ()
    }) : (i1) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @scf_if_constant_condition}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

