#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<456>]>
#encoding1 = #iree_encoding.testing<layouts = [#iree_encoding.specialized<789>]>
#executable_target_vmvx_bytecode_fb = #hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_encoding.specialization_resolver<123>}>
#device_target_local_0_ = #hal.device.target<"local", {ordinal = 0 : index}, [#executable_target_vmvx_bytecode_fb]> : !hal.device
"builtin.module"() <{sym_name = "immutable_source_initialized_from_parameter"}> ({
  "util.global"() <{initial_value = #device_target_local_0_, sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "weight", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "weight_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v1_size", sym_visibility = "private", type = index}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "encoded_v2_size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %27 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@device_a>, result_encoding = tensor<4096x4096xf32>, value = #stream.parameter.named<"model"::"weight"> : tensor<4096x4096xf32>}> : () -> !stream.resource<constant>
    %28 = "stream.resource.size"(%27) : (!stream.resource<constant>) -> index
    "util.global.store"(%27) <{global = @weight}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%28) <{global = @weight_size}> : (index) -> ()
    %29 = "util.global.load"() <{global = @weight}> : () -> !stream.resource<constant>
    %30 = "util.global.load"() <{global = @weight_size}> : () -> index
    %31 = "stream.async.clone"(%29, %30, %30) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %32 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding>}> : () -> index
    %33 = "stream.tensor.encode"(%31, %30, %32) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %34 = "stream.async.clone"(%33, %32, %32) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%34) <{global = @encoded_v1}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%32) <{global = @encoded_v1_size}> : (index) -> ()
    %35 = "stream.async.clone"(%29, %30, %30) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %36 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@device_a>, encoding = tensor<4096x4096xf32, #encoding1>}> : () -> index
    %37 = "stream.tensor.encode"(%35, %30, %36) <{affinity = #hal.device.affinity<@device_a>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4096x4096xf32, #encoding1>, source_encoding = tensor<4096x4096xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %38 = "stream.async.clone"(%37, %36, %36) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%38) <{global = @encoded_v2}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%36) <{global = @encoded_v2_size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "executable_v1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %24 = "arith.constant"() <{value = 0 : index}> : () -> index
        %25 = "stream.binding.subspan"(%arg10, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %26 = "stream.binding.subspan"(%arg11, %24) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "executable_v2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding):
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg8, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %23 = "stream.binding.subspan"(%arg9, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "executable_both", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, !stream.binding, index, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: index, %arg5: !stream.binding, %arg6: index, %arg7: !stream.binding):
        %17 = "arith.constant"() <{value = 0 : index}> : () -> index
        %18 = "stream.binding.subspan"(%arg3, %17) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding>>
        %19 = "stream.binding.subspan"(%arg5, %17) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32, #encoding1>>
        %20 = "stream.binding.subspan"(%arg7, %17) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "use_encoded_v1", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg2: index):
    %14 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %15 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %16 = "stream.tensor.dispatch"(%14, %15, %arg2) <{entry_points = [@executable_v1::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4096x4096xf32, #encoding>], result_encodings = [tensor<16xf32>], tied_operands = [-1 : index]}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    "util.return"(%16) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "use_encoded_v2", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: index):
    %11 = "util.global.load"() <{global = @encoded_v2}> : () -> !stream.resource<constant>
    %12 = "util.global.load"() <{global = @encoded_v2_size}> : () -> index
    %13 = "stream.tensor.dispatch"(%11, %12, %arg1) <{entry_points = [@executable_v2::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4096x4096xf32, #encoding1>], result_encodings = [tensor<16xf32>], tied_operands = [-1 : index]}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    "util.return"(%13) : (!stream.resource<*>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "use_both_encodings", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "util.global.load"() <{global = @encoded_v1}> : () -> !stream.resource<constant>
    %5 = "util.global.load"() <{global = @encoded_v1_size}> : () -> index
    %6 = "util.global.load"() <{global = @encoded_v2}> : () -> !stream.resource<constant>
    %7 = "util.global.load"() <{global = @encoded_v2_size}> : () -> index
    %8 = "stream.async.clone"(%4, %5, %5) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %9 = "stream.async.clone"(%6, %7, %7) : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %10 = "stream.tensor.dispatch"(%2, %3, %8, %0, %9, %1, %5, %7, %arg0) <{entry_points = [@executable_both::@dispatch], operandSegmentSizes = array<i32: 2, 4, 2, 0, 1, 0>, operand_encodings = [tensor<4096x4096xf32, #encoding>, !util.unused, tensor<4096x4096xf32, #encoding1>, !util.unused], result_encodings = [tensor<16xf32>], tied_operands = [-1 : index]}> : (index, index, !stream.resource<*>, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%10) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

