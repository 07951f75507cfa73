"builtin.module"() ({
  "util.global"() <{sym_name = "passthrough_overlay", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %1 = "stream.async.constant"(%0) <{value = #stream.parameter.named<"model"::"passthrough_param_overlay"> : vector<1024xi8>}> : (index) -> !stream.resource<constant>
    "util.global.store"(%1) <{global = @passthrough_overlay}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

