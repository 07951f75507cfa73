"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "mutableGlobal", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<variable>) -> (), sym_name = "globalStore", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<variable>):
    "util.global.store"(%arg0) <{global = @mutableGlobal}> : (!stream.resource<variable>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

