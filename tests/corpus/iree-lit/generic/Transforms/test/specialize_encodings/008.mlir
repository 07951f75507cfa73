#encoding = #iree_encoding.testing<>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (f32, !stream.resource<*>, index, index) -> (), sym_name = "tensor_fill_op", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32, %arg1: !stream.resource<*>, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.fill"(%arg1, %arg2, %arg3, %0, %0, %1, %1, %arg0) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 1>, target_encoding = tensor<?x4xf32, #encoding>}> : (!stream.resource<*>, index, index, index, index, index, index, f32) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

