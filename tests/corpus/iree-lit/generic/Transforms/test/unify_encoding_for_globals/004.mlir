#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<111>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<222>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#executable_target_vmvx_bytecode_fb1 = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<456>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
#device_target_local_1_ = #hal.device.target<"local", {ordinal = 1 : index}, [#executable_target_vmvx_bytecode_fb1]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #device_target_local_1_, sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "weight_a", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "weight_a_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "weight_b", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "weight_b_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_a_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_a_v1_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_a_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_a_v2_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_b_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_b_v1_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_b_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_b_v2_size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %14 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight_a"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %15 = "stream.resource.size"(%14) : (!stream.resource<constant>) -> index
    "util.global.store"(%14) <{global = @weight_a}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%15) <{global = @weight_a_size}> : (index) -> ()
    %16 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_b>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight_b"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %17 = "stream.resource.size"(%16) : (!stream.resource<constant>) -> index
    "util.global.store"(%16) <{global = @weight_b}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%17) <{global = @weight_b_size}> : (index) -> ()
    %18 = "util.global.load"() <{global = @weight_a}> : () -> !stream.resource<constant>
    %19 = "util.global.load"() <{global = @weight_a_size}> : () -> index
    %20 = "util.global.load"() <{global = @weight_b}> : () -> !stream.resource<constant>
    %21 = "util.global.load"() <{global = @weight_b_size}> : () -> index
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %23 = "stream.tensor.encode"(%18, %19, %22) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%23) <{global = @encoded_a_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%22) <{global = @encoded_a_v1_size}> : (index) -> ()
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %25 = "stream.tensor.encode"(%18, %19, %24) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%25) <{global = @encoded_a_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%24) <{global = @encoded_a_v2_size}> : (index) -> ()
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_b>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %27 = "stream.tensor.encode"(%20, %21, %26) <{affinity = #hal.device.affinity<@device_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%27) <{global = @encoded_b_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%26) <{global = @encoded_b_v1_size}> : (index) -> ()
    %28 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_b>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %29 = "stream.tensor.encode"(%20, %21, %28) <{affinity = #hal.device.affinity<@device_b>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.global.store"(%29) <{global = @encoded_b_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%28) <{global = @encoded_b_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding):
        %10 = "arith.constant"() <{value = 0 : index}> : () -> index
        %11 = "stream.binding.subspan"(%arg1, %10) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        %12 = "stream.binding.subspan"(%arg2, %10) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        %13 = "stream.binding.subspan"(%arg3, %10) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> (), sym_name = "multi_device_with_executable_duplication", sym_visibility = "public"}> ({
  ^bb0(%arg0: index):
    %0 = "util.global.load"() <{global = @encoded_a_v1, is_immutable}> : () -> !stream.resource<constant>
    %1 = "util.global.load"() <{global = @encoded_a_v1_size, is_immutable}> : () -> index
    %2 = "util.global.load"() <{global = @encoded_a_v2, is_immutable}> : () -> !stream.resource<constant>
    %3 = "util.global.load"() <{global = @encoded_a_v2_size, is_immutable}> : () -> index
    %4 = "stream.tensor.dispatch"(%0, %2, %1, %3, %arg0) <{affinity = #hal.device.affinity<@device_a>, entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4096x4096xf32, #encoding>, tensor<4096x4096xf32, #encoding1>], result_encodings = [tensor<4096x4096xf32>], tied_operands = [-1 : index]}> : (!stream.resource<constant>, !stream.resource<constant>, index, index, index) -> !stream.resource<*>
    %5 = "util.global.load"() <{global = @encoded_b_v1, is_immutable}> : () -> !stream.resource<constant>
    %6 = "util.global.load"() <{global = @encoded_b_v1_size, is_immutable}> : () -> index
    %7 = "util.global.load"() <{global = @encoded_b_v2, is_immutable}> : () -> !stream.resource<constant>
    %8 = "util.global.load"() <{global = @encoded_b_v2_size, is_immutable}> : () -> index
    %9 = "stream.tensor.dispatch"(%5, %7, %6, %8, %arg0) <{affinity = #hal.device.affinity<@device_b>, entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4096x4096xf32, #encoding>, tensor<4096x4096xf32, #encoding1>], result_encodings = [tensor<4096x4096xf32>], tied_operands = [-1 : index]}> : (!stream.resource<constant>, !stream.resource<constant>, index, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

