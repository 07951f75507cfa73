#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() <{sym_name = "cross_function_tracking"}> ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.parameter.named<"model"::"weight"> : !stream.resource<constant>, sym_name = "source", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2_size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %12 = "util.global.load"() <{global = @source}> : () -> !stream.resource<constant>
    %13 = "stream.resource.size"(%12) : (!stream.resource<constant>) -> index
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %15 = "stream.tensor.encode"(%12, %13, %14) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %16 = "stream.async.clone"(%15, %14, %14) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%16) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%14) <{global = @encoded_v1_size}> : (index) -> ()
    %17 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %18 = "stream.tensor.encode"(%12, %13, %17) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %19 = "stream.async.clone"(%18, %17, %17) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%19) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%17) <{global = @encoded_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "executable_both", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %8 = "arith.constant"() <{value = 0 : index}> : () -> index
        %9 = "stream.binding.subspan"(%arg6, %8) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        %10 = "stream.binding.subspan"(%arg7, %8) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        %11 = "stream.binding.subspan"(%arg8, %8) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<*>, index, index) -> !stream.resource<*>, sym_name = "dispatch_helper", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>, %arg2: index, %arg3: !stream.resource<*>, %arg4: index, %arg5: index):
    %7 = "stream.tensor.dispatch"(%arg1, %arg3, %arg2, %arg4, %arg5) <{entry_points = [@executable_both::@dispatch], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4096x4096xf32, #encoding>, tensor<4096x4096xf32, #encoding1>], result_encodings = [tensor<16xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    "util.return"(%7) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "cross_function_call", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %1 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %2 = "util.global.load"() <{global = @encoded_v2}> : () -> !stream.resource<constant>
    %3 = "util.global.load"() <{global = @encoded_v2_size}> : () -> index
    %4 = "stream.async.clone"(%0, %1, %1) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %5 = "stream.async.clone"(%2, %3, %3) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %6 = "util.call"(%4, %1, %5, %3, %arg0) <{callee = @dispatch_helper, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, !stream.resource<*>, index, index) -> !stream.resource<*>
    "util.return"(%6) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

