"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<*>, index) -> !stream.resource<*>, sym_name = "CombineSliceUpdateFromToCopy", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.async.slice"(%arg0, %arg1, %0, %1, %1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    %3 = "stream.async.update"(%arg2, %arg3, %0, %1, %2, %1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

