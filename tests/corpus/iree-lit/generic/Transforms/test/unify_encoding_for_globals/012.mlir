#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "weight", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %1 = "stream.resource.size"(%0) : (!stream.resource<constant>) -> index
    "util.global.store"(%0) <{global = @weight}> : (!stream.resource<constant>) -> ()
    %2 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %3 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %4 = "stream.tensor.encode"(%2, %1, %3) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%4) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    %5 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %6 = "stream.tensor.encode"(%0, %1, %5) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%6) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

