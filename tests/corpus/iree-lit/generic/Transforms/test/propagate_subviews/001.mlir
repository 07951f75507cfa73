"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "constantGlobal", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "globalLoad", sym_visibility = "private"}> ({
    %0 = "util.global.load"() <{global = @constantGlobal}> : () -> !stream.resource<constant>
    %1 = "util.optimization_barrier"(%0) : (!stream.resource<constant>) -> !stream.resource<constant>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

