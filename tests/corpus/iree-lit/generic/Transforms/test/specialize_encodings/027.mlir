#encoding = #iree_encoding.testing<>
#executable_target_abc = #hal.executable.target<"target_a", "abc", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_xyz = #hal.executable.target<"target_b", "xyz", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_abc]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_xyz]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #device_target_local_1_, sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %4 = "arith.constant"() <{value = 0 : index}> : () -> index
        %5 = "stream.binding.subspan"(%arg2, %4) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32, #encoding>>
        %6 = "stream.binding.subspan"(%arg3, %4) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32, #encoding>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, index) -> (), sym_name = "multi_device_with_different_executable_targets", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "stream.async.transfer"(%arg0, %arg1, %arg1) <{source_affinity = #hal.device.affinity<@device_a>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %1 = "stream.tensor.dispatch"(%0, %arg1, %arg1) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<16xf32, #encoding>], result_encodings = [tensor<16xf32, #encoding>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %2 = "stream.async.transfer"(%1, %arg1, %arg1) <{source_affinity = #hal.device.affinity<@device_a>, target_affinity = #hal.device.affinity<@device_b>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %3 = "stream.tensor.dispatch"(%2, %arg1, %arg1) <{affinity = #hal.device.affinity<@device_b>, entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<16xf32, #encoding>], result_encodings = [tensor<16xf32, #encoding>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

