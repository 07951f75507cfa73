"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, i64, index, index, index) -> !stream.resource<*>, sym_name = "builtinFillI64", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index):
    %0 = "stream.async.fill"(%arg0, %arg1, %arg3, %arg4, %arg5, %arg2) : (!stream.resource<*>, index, index, index, index, i64) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

