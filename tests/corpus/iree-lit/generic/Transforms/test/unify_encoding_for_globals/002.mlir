#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb">
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
    %0 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %1 = "stream.resource.size"(%0) : (!stream.resource<constant>) -> index
    "util.global.store"(%0) <{global = @weight}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%1) <{global = @weight_size}> : (index) -> ()
    %2 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %3 = "util.global.load"() <{global = @weight_size}> : () -> index
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %5 = "stream.tensor.encode"(%2, %3, %4) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%5) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%4) <{global = @encoded_v1_size}> : (index) -> ()
    %6 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %7 = "stream.tensor.encode"(%2, %3, %6) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%6) <{global = @encoded_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

