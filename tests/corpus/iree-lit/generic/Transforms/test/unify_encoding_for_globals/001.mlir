#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.identity_resolver}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() <{sym_name = "immutable_source_with_initial_value"}> ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.parameter.named<"model"::"weight"> : !stream.resource<constant>, sym_name = "source", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %0 = "util.global.load"() <{global = @source}> : () -> !stream.resource<constant>
    %1 = "stream.resource.size"(%0) : (!stream.resource<constant>) -> index
    %2 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %3 = "stream.tensor.encode"(%0, %1, %2) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %4 = "stream.async.clone"(%3, %2, %2) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%4) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    %5 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %6 = "stream.tensor.encode"(%0, %1, %5) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %7 = "stream.async.clone"(%6, %5, %5) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%7) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

