"builtin.module"() ({
  "util.global"() <{sym_name = "scf_for_fixed_bounds", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %5 = "stream.async.constant"(%4) <{value = #stream.parameter.named<"model"::"iterative_param"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    %6 = "scf.for"(%0, %1, %2, %5) ({
    ^bb0(%arg0: index, %arg1: !stream.resource<constant>):
      %7 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %8 = "stream.async.fill"(%arg1, %4, %0, %3, %3, %7) : (!stream.resource<constant>, index, index, index, index, i32) -> !stream.resource<constant>
      "scf.yield"(%8) : (!stream.resource<constant>) -> ()
    }) : (index, index, index, !stream.resource<constant>) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @scf_for_fixed_bounds}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

