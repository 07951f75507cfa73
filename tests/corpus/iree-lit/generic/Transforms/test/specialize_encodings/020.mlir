#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
#encoding1 = #iree_encoding.unknown
"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<*>, index, index) -> (), sym_name = "tensor_update_op_with_unknown_or_serialized_encodings", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.update"(%arg2, %arg3, %arg4, %0, %0, %arg0, %arg1) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 1, 1, 2, 1, 0, 1>, target_encoding = tensor<?x4xf32, #encoding>, update_encoding = tensor<2x2xf32, #encoding1>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

