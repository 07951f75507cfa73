"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<*>, index) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "AsyncCopyFullSourceToUpdate", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "stream.async.copy"(%arg0, %arg1, %0, %arg3, %arg2, %arg3, %0, %arg3, %arg3) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %4 = "stream.async.copy"(%arg0, %arg1, %0, %arg3, %arg2, %arg3, %2, %arg3, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%3, %4) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

