#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32xi32, sym_name = "main_dispatch_0_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32xi32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %83 = "arith.constant"() <{value = 0 : index}> : () -> index
        %84 = "stream.binding.subspan"(%arg26, %83) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %85 = "stream.binding.subspan"(%arg27, %83) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %86 = "iree_tensor_ext.dispatch.tensor.load"(%84) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %87 = "tensor.empty"() : () -> tensor<6xi32>
        %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: i32):
          %89 = "arith.fptosi"(%arg28) : (f32) -> i32
          "linalg.yield"(%89) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%88, %85) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i8xf32, sym_name = "main_dispatch_1_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %82:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%82#0, %82#1, %82#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i8xf32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %75 = "arith.constant"() <{value = 0 : index}> : () -> index
        %76 = "stream.binding.subspan"(%arg22, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %77 = "stream.binding.subspan"(%arg23, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %78 = "iree_tensor_ext.dispatch.tensor.load"(%76) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %79 = "tensor.empty"() : () -> tensor<6xf32>
        %80 = "linalg.generic"(%78, %79) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: i8, %arg25: f32):
          %81 = "arith.sitofp"(%arg24) : (i8) -> f32
          "linalg.yield"(%81) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%80, %77) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_6_i8xf32, sym_name = "main_dispatch_2_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_6_i8xf32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %67 = "arith.constant"() <{value = 0 : index}> : () -> index
        %68 = "stream.binding.subspan"(%arg18, %67) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %69 = "stream.binding.subspan"(%arg19, %67) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %70 = "iree_tensor_ext.dispatch.tensor.load"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %71 = "tensor.empty"() : () -> tensor<6xf32>
        %72 = "linalg.generic"(%70, %71) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: i8, %arg21: f32):
          %73 = "arith.uitofp"(%arg20) : (i8) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%72, %69) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_6_i8xi16, sym_name = "main_dispatch_3_elementwise_6_i8xi16", sym_visibility = "public"}> ({
      %66:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%66#0, %66#1, %66#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_6_i8xi16"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %59 = "arith.constant"() <{value = 0 : index}> : () -> index
        %60 = "stream.binding.subspan"(%arg14, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %61 = "stream.binding.subspan"(%arg15, %59) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %63 = "tensor.empty"() : () -> tensor<6xi16>
        %64 = "linalg.generic"(%62, %63) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i8, %arg17: i16):
          %65 = "arith.extui"(%arg16) : (i8) -> i16
          "linalg.yield"(%65) : (i16) -> ()
        }) : (tensor<6xi8>, tensor<6xi16>) -> tensor<6xi16>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_6_i8xi64, sym_name = "main_dispatch_4_elementwise_6_i8xi64", sym_visibility = "public"}> ({
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_6_i8xi64"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %49 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg10, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %52 = "stream.binding.subspan"(%arg11, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %54 = "tensor.empty"() : () -> tensor<6xi64>
        %55 = "linalg.generic"(%53, %54) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: i8, %arg13: i64):
          %56 = "arith.extsi"(%arg12) : (i8) -> i64
          %57 = "arith.muli"(%56, %49) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          "linalg.yield"(%57) : (i64) -> ()
        }) : (tensor<6xi8>, tensor<6xi64>) -> tensor<6xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%55, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_6_f32xi32, sym_name = "main_dispatch_5_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %48:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%48#0, %48#1, %48#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_6_f32xi32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg6, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %43 = "stream.binding.subspan"(%arg7, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %45 = "tensor.empty"() : () -> tensor<6xi32>
        %46 = "linalg.generic"(%44, %45) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: i32):
          %47 = "arith.bitcast"(%arg8) : (f32) -> i32
          "linalg.yield"(%47) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%46, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_6_f32xf16, sym_name = "main_dispatch_6_elementwise_6_f32xf16", sym_visibility = "public"}> ({
      %40:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%40#0, %40#1, %40#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_6_f32xf16"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg2, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %35 = "stream.binding.subspan"(%arg3, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %37 = "tensor.empty"() : () -> tensor<6xf16>
        %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: f32, %arg5: f16):
          %39 = "arith.truncf"(%arg4) : (f32) -> f16
          "linalg.yield"(%39) : (f16) -> ()
        }) : (tensor<6xf32>, tensor<6xf16>) -> tensor<6xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 48 : index}> : () -> index
    %1 = "arith.constant"() <{value = 12 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 6 : index}> : () -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8 = "stream.async.cast"(%7, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %9 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %9, %6, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "stream.async.cast"(%10, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %12 = "stream.async.dispatch"(%8, %3, %2, %3, %3, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %13 = "stream.async.dispatch"(%11, %4, %2, %4, %4, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %14 = "stream.async.dispatch"(%11, %4, %2, %4, %4, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %15 = "stream.async.dispatch"(%11, %4, %2, %4, %4, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_6_i8xi16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %16 = "stream.async.dispatch"(%11, %4, %2, %4, %4, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_6_i8xi64], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %17 = "stream.async.dispatch"(%8, %3, %2, %3, %3, %3) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %18 = "stream.async.dispatch"(%8, %3, %2, %3, %3, %1) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_6_f32xf16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %19 = "stream.async.cast"(%12, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.async.cast"(%13, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.async.cast"(%14, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%23, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %25 = "stream.async.cast"(%15, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.async.cast"(%16, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %28 = "stream.tensor.export"(%27, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.async.cast"(%17, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.async.cast"(%18, %1, %1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %32 = "stream.tensor.export"(%31, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %22, %24, %26, %28, %30, %32) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>, %input1: tensor<6xi8>) -> (%output0: tensor<6xi32>, %output1: tensor<6xf32>, %output2: tensor<6xf32>, %output3: tensor<6xi16>, %output4: tensor<6xi64>, %output5: tensor<6xi32>, %output6: tensor<6xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

