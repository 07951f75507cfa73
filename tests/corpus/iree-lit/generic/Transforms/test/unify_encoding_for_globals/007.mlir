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
    %6 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %7 = "stream.resource.size"(%6) : (!stream.resource<constant>) -> index
    "util.global.store"(%6) <{global = @weight}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%7) <{global = @weight_size}> : (index) -> ()
    %8 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %9 = "util.global.load"() <{global = @weight_size}> : () -> index
    %10 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %11 = "stream.tensor.encode"(%8, %9, %10) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%11) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%10) <{global = @encoded_v1_size}> : (index) -> ()
    %12 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %13 = "stream.tensor.encode"(%8, %9, %12) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%13) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%12) <{global = @encoded_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "executable_tied", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch_inplace, sym_name = "dispatch_inplace", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "dispatch_inplace"}> ({
      ^bb0(%arg2: !stream.binding):
        %4 = "arith.constant"() <{value = 0 : index}> : () -> index
        %5 = "stream.binding.subspan"(%arg2, %4) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4096x4096xf32, #encoding>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index, index) -> !stream.resource<*>, sym_name = "dispatch_with_tied_operand", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %1 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %2 = "stream.async.clone"(%0, %1, %1) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %3 = "stream.tensor.dispatch"(%2, %1, %arg0, %arg1, %1, %arg0, %arg1) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@executable_tied::@dispatch_inplace], operandSegmentSizes = array<i32: 0, 1, 1, 2, 1, 2>, operand_encodings = [tensor<?x?xf32, #encoding>], result_encodings = [tensor<?x?xf32, #encoding>], tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

