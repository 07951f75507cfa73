#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<111>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<222>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_vmvx_bytecode_fb1 = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_vmvx_bytecode_fb1]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #device_target_local_1_, sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "weight", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "weight_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_a_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_a_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_b_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_b_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %1 = "stream.resource.size"(%0) : (!stream.resource<constant>) -> index
    "util.global.store"(%0) <{global = @weight}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%1) <{global = @weight_size}> : (index) -> ()
    %2 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %3 = "util.global.load"() <{global = @weight_size}> : () -> index
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %5 = "stream.tensor.encode"(%2, %3, %4) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @encoded_a_v1}> : (!stream.resource<constant>) -> ()
    %6 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %7 = "stream.tensor.encode"(%2, %3, %6) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @encoded_a_v2}> : (!stream.resource<constant>) -> ()
    %8 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_b>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %9 = "stream.tensor.encode"(%2, %3, %8) <{affinity = #hal.device.affinity<@device_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%9) <{global = @encoded_b_v1}> : (!stream.resource<constant>) -> ()
    %10 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_b>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %11 = "stream.tensor.encode"(%2, %3, %10) <{affinity = #hal.device.affinity<@device_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%11) <{global = @encoded_b_v2}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

