#encoding = #iree_encoding.testing<>
"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "mixed_static_dynamic_encoding", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "stream.tensor.encode"(%arg0, %arg2, %arg1, %arg3, %arg1) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, result_encoding = tensor<?x5xf32, #encoding>, source_encoding = tensor<4x?xf32>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

