#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32xi32, sym_name = "main_dispatch_0_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %97:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%97#0, %97#1, %97#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32xi32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %90 = "arith.constant"() <{value = 0 : index}> : () -> index
        %91 = "stream.binding.subspan"(%arg26, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %92 = "stream.binding.subspan"(%arg27, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %93 = "iree_tensor_ext.dispatch.tensor.load"(%91) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %94 = "tensor.empty"() : () -> tensor<6xi32>
        %95 = "linalg.generic"(%93, %94) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: i32):
          %96 = "arith.fptosi"(%arg28) : (f32) -> i32
          "linalg.yield"(%96) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %92) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i8xf32, sym_name = "main_dispatch_1_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %89:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%89#0, %89#1, %89#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i8xf32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %82 = "arith.constant"() <{value = 0 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg22, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %84 = "stream.binding.subspan"(%arg23, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %86 = "tensor.empty"() : () -> tensor<6xf32>
        %87 = "linalg.generic"(%85, %86) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: i8, %arg25: f32):
          %88 = "arith.sitofp"(%arg24) : (i8) -> f32
          "linalg.yield"(%88) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %84) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_6_i8xf32, sym_name = "main_dispatch_2_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %81:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%81#0, %81#1, %81#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_6_i8xf32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %74 = "arith.constant"() <{value = 0 : index}> : () -> index
        %75 = "stream.binding.subspan"(%arg18, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %76 = "stream.binding.subspan"(%arg19, %74) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %77 = "iree_tensor_ext.dispatch.tensor.load"(%75) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %78 = "tensor.empty"() : () -> tensor<6xf32>
        %79 = "linalg.generic"(%77, %78) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: i8, %arg21: f32):
          %80 = "arith.uitofp"(%arg20) : (i8) -> f32
          "linalg.yield"(%80) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%79, %76) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_6_i8xi16, sym_name = "main_dispatch_3_elementwise_6_i8xi16", sym_visibility = "public"}> ({
      %73:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%73#0, %73#1, %73#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_6_i8xi16"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %66 = "arith.constant"() <{value = 0 : index}> : () -> index
        %67 = "stream.binding.subspan"(%arg14, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %68 = "stream.binding.subspan"(%arg15, %66) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        %69 = "iree_tensor_ext.dispatch.tensor.load"(%67) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %70 = "tensor.empty"() : () -> tensor<6xi16>
        %71 = "linalg.generic"(%69, %70) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i8, %arg17: i16):
          %72 = "arith.extui"(%arg16) : (i8) -> i16
          "linalg.yield"(%72) : (i16) -> ()
        }) : (tensor<6xi8>, tensor<6xi16>) -> tensor<6xi16>
        "iree_tensor_ext.dispatch.tensor.store"(%71, %68) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_6_i8xi64, sym_name = "main_dispatch_4_elementwise_6_i8xi64", sym_visibility = "public"}> ({
      %65:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%65#0, %65#1, %65#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_6_i8xi64"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg10, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %58 = "stream.binding.subspan"(%arg11, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        %59 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %61 = "tensor.empty"() : () -> tensor<6xi64>
        %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: i8, %arg13: i64):
          %63 = "arith.extsi"(%arg12) : (i8) -> i64
          %64 = "arith.muli"(%63, %59) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          "linalg.yield"(%64) : (i64) -> ()
        }) : (tensor<6xi8>, tensor<6xi64>) -> tensor<6xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%62, %58) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_6_f32xi32, sym_name = "main_dispatch_5_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %55:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%55#0, %55#1, %55#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_6_f32xi32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %48 = "arith.constant"() <{value = 0 : index}> : () -> index
        %49 = "stream.binding.subspan"(%arg6, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %50 = "stream.binding.subspan"(%arg7, %48) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %51 = "iree_tensor_ext.dispatch.tensor.load"(%49) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %52 = "tensor.empty"() : () -> tensor<6xi32>
        %53 = "linalg.generic"(%51, %52) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: i32):
          %54 = "arith.bitcast"(%arg8) : (f32) -> i32
          "linalg.yield"(%54) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %50) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_6_f32xf16, sym_name = "main_dispatch_6_elementwise_6_f32xf16", sym_visibility = "public"}> ({
      %47:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%47#0, %47#1, %47#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_6_f32xf16"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "stream.binding.subspan"(%arg2, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %42 = "stream.binding.subspan"(%arg3, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        %43 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %44 = "tensor.empty"() : () -> tensor<6xf16>
        %45 = "linalg.generic"(%43, %44) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: f32, %arg5: f16):
          %46 = "arith.truncf"(%arg4) : (f32) -> f16
          "linalg.yield"(%46) : (f16) -> ()
        }) : (tensor<6xf32>, tensor<6xf16>) -> tensor<6xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%45, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 6 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %3 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %4 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5 = "stream.async.cast"(%4, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %6 = "hal.element_type"() <{type = i8}> : () -> i32
    %7 = "hal.encoding_type"() : () -> i32
    %8 = "arith.constant"() <{value = 6 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %6, %7, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %9 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xi8>}> : () -> index
    %10 = "stream.tensor.import"(%arg1, %9) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "stream.async.cast"(%10, %9, %9) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %12 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xi32>}> : () -> index
    %13 = "stream.tensor.dispatch"(%5, %3, %12) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xf32>], result_encodings = [tensor<6xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %15 = "stream.tensor.dispatch"(%11, %9, %14) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xi8>], result_encodings = [tensor<6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf32>}> : () -> index
    %17 = "stream.tensor.dispatch"(%11, %9, %16) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xi8>], result_encodings = [tensor<6xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xi16>}> : () -> index
    %19 = "stream.tensor.dispatch"(%11, %9, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_6_i8xi16], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xi8>], result_encodings = [tensor<6xi16>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xi64>}> : () -> index
    %21 = "stream.tensor.dispatch"(%11, %9, %20) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_6_i8xi64], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xi8>], result_encodings = [tensor<6xi64>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xi32>}> : () -> index
    %23 = "stream.tensor.dispatch"(%5, %3, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xf32>], result_encodings = [tensor<6xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<6xf16>}> : () -> index
    %25 = "stream.tensor.dispatch"(%5, %3, %24) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_6_f32xf16], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<6xf32>], result_encodings = [tensor<6xf16>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %26 = "stream.async.cast"(%13, %12, %12) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%26, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.async.cast"(%15, %14, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%32, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.async.cast"(%21, %20, %20) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %20) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %36 = "stream.async.cast"(%23, %22, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %37 = "stream.tensor.export"(%36, %22) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.async.cast"(%25, %24, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %39 = "stream.tensor.export"(%38, %24) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%27, %29, %31, %33, %35, %37, %39) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>, %input1: tensor<6xi8>) -> (%output0: tensor<6xi32>, %output1: tensor<6xf32>, %output2: tensor<6xf32>, %output3: tensor<6xi16>, %output4: tensor<6xi64>, %output5: tensor<6xi32>, %output6: tensor<6xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

