#encoding = #iree_encoding.testing<>
#executable_target_abc = #hal.executable.target<"target_a", "abc", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_xyz = #hal.executable.target<"target_b", "xyz", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_abc]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_xyz]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #device_target_local_1_, sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @unset_encoding, sym_name = "unset_encoding", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, index, !stream.binding) -> (), sym_name = "unset_encoding"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: index, %arg7: index, %arg8: !stream.binding):
        %4 = "arith.constant"() <{value = 0 : index}> : () -> index
        %5 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg6) <{ordinal = 0 : index}> : (index) -> index
        %6 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg7) <{ordinal = 1 : index}> : (index) -> index
        %7 = "stream.binding.subspan"(%arg5, %4, %5, %6) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32, #encoding>>
        %8 = "stream.binding.subspan"(%arg8, %4, %5, %6) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %9 = "iree_tensor_ext.dispatch.tensor.load"(%7, %5, %6, %5, %6) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32, #encoding>>, index, index, index, index) -> tensor<?x?xf32, #encoding>
        %10 = "iree_encoding.unset_encoding"(%9, %5, %6) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (tensor<?x?xf32, #encoding>, index, index) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%10, %8, %5, %6, %5, %6) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>, index, index, index) -> (), sym_name = "multi_device_unset_encoding", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: index, %arg3: index, %arg4: index):
    %0 = "stream.async.transfer"(%arg0, %arg2, %arg2) <{source_affinity = #hal.device.affinity<@device_a>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %1 = "stream.tensor.dispatch"(%0, %arg3, %arg4, %arg2, %arg3, %arg4, %arg2, %arg3, %arg4) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@ex::@unset_encoding], operandSegmentSizes = array<i32: 0, 3, 1, 2, 1, 2>, operand_encodings = [tensor<?x?xf32, #encoding>, !util.unused, !util.unused], result_encodings = [tensor<?x?xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %2 = "stream.async.transfer"(%arg1, %arg2, %arg2) <{source_affinity = #hal.device.affinity<@device_b>, target_affinity = #hal.device.affinity<@device_b>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %3 = "stream.tensor.dispatch"(%2, %arg3, %arg4, %arg2, %arg3, %arg4, %arg2, %arg3, %arg4) <{affinity = #hal.device.affinity<@device_b>, entry_points = [@ex::@unset_encoding], operandSegmentSizes = array<i32: 0, 3, 1, 2, 1, 2>, operand_encodings = [tensor<?x?xf32, #encoding>, !util.unused, !util.unused], result_encodings = [tensor<?x?xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

