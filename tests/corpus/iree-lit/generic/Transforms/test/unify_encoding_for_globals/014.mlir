#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "weight", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "weight_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2_size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %10 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %11 = "stream.resource.size"(%10) : (!stream.resource<constant>) -> index
    "util.global.store"(%10) <{global = @weight}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%11) <{global = @weight_size}> : (index) -> ()
    %12 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %13 = "util.global.load"() <{global = @weight_size}> : () -> index
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %15 = "stream.tensor.encode"(%12, %13, %14) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%15) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%14) <{global = @encoded_v1_size}> : (index) -> ()
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %17 = "stream.tensor.encode"(%12, %13, %16) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%17) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%16) <{global = @encoded_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, !stream.resource<*>, index) -> (), sym_name = "tensor_clone_reencode", sym_visibility = "public"}> ({
  ^bb0(%arg6: !stream.resource<*>, %arg7: !stream.resource<*>, %arg8: index):
    %7 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %8 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %9 = "stream.tensor.clone"(%7, %8, %8) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32, #encoding>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, !stream.resource<*>, index) -> (), sym_name = "tensor_encode_update_source", sym_visibility = "public"}> ({
  ^bb0(%arg3: !stream.resource<*>, %arg4: !stream.resource<*>, %arg5: index):
    %4 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %5 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %6 = "stream.tensor.encode"(%4, %5, %5) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32, #encoding>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, !stream.resource<*>, index) -> (), sym_name = "tensor_update_reencode", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index):
    %0 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %1 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "stream.tensor.update"(%arg0, %arg2, %2, %2, %0, %1) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<4096x4096xf32, #encoding>, update_encoding = tensor<4096x4096xf32, #encoding>}> : (!stream.resource<*>, index, index, index, !stream.resource<constant>, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

