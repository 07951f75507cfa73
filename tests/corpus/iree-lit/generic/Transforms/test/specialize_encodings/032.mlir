#encoding = #iree_encoding.unknown
#encoding1 = #iree_encoding.testing<>
#executable_target_abc = #hal.executable.target<"target_a", "abc", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_abc]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "executable", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: index, %arg6: !stream.binding):
        %2 = "arith.constant"() <{value = 0 : index}> : () -> index
        %3 = "stream.binding.subspan"(%arg4, %2, %arg5) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x?xf32>>
        %4 = "stream.binding.subspan"(%arg6, %2, %arg5) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, index, index, index) -> !stream.resource<*>, sym_name = "tensor_dispatch_with_unknown_and_unserialized_encodings", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "stream.async.transfer"(%arg0, %arg2, %arg2) <{source_affinity = #hal.device.affinity<@device_a>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %1 = "stream.tensor.dispatch"(%0, %arg3, %arg1, %arg2, %arg1, %arg2) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 0, 2, 1, 1, 1, 1>, operand_encodings = [tensor<4x?xf32, #encoding>, !util.unused], result_encodings = [tensor<4x?xf32, #encoding1>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

