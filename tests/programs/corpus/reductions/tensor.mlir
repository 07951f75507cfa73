#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_3x5_f32, sym_name = "main_dispatch_0_reduction_3x5_f32", sym_visibility = "public"}> ({
      %107:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%107#0, %107#1, %107#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_3x5_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %98 = "arith.constant"() <{value = 0 : index}> : () -> index
        %99 = "stream.binding.subspan"(%arg35, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %100 = "stream.binding.subspan"(%arg36, %98) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %101 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %102 = "iree_tensor_ext.dispatch.tensor.load"(%99) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %103 = "tensor.empty"() : () -> tensor<3xf32>
        %104 = "linalg.fill"(%101, %103) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg39: f32, %arg40: f32):
          "linalg.yield"(%arg39) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %105 = "linalg.generic"(%102, %104) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32):
          %106 = "arith.addf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%106) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%105, %100) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_5x3_f32, sym_name = "main_dispatch_1_reduction_5x3_f32", sym_visibility = "public"}> ({
      %97:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%97#0, %97#1, %97#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_5x3_f32"}> ({
      ^bb0(%arg29: !stream.binding, %arg30: !stream.binding):
        %88 = "arith.constant"() <{value = 0 : index}> : () -> index
        %89 = "stream.binding.subspan"(%arg29, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %90 = "stream.binding.subspan"(%arg30, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %91 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %92 = "iree_tensor_ext.dispatch.tensor.load"(%89) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %93 = "tensor.empty"() : () -> tensor<5xf32>
        %94 = "linalg.fill"(%91, %93) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          "linalg.yield"(%arg33) : (f32) -> ()
        }) : (f32, tensor<5xf32>) -> tensor<5xf32>
        %95 = "linalg.generic"(%92, %94) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32):
          %96 = "arith.maximumf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%96) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %90) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x5_f32, sym_name = "main_dispatch_2_reduction_3x5_f32", sym_visibility = "public"}> ({
      %87:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%87#0, %87#1, %87#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x5_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %78 = "arith.constant"() <{value = 0 : index}> : () -> index
        %79 = "stream.binding.subspan"(%arg23, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %80 = "stream.binding.subspan"(%arg24, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %81 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %82 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %83 = "tensor.empty"() : () -> tensor<3xf32>
        %84 = "linalg.fill"(%81, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32):
          "linalg.yield"(%arg27) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %85 = "linalg.generic"(%82, %84) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          %86 = "arith.minimumf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%86) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%85, %80) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_reduction_15_f32, sym_name = "main_dispatch_3_reduction_15_f32", sym_visibility = "public"}> ({
      %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_reduction_15_f32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding):
        %67 = "arith.constant"() <{value = 0 : index}> : () -> index
        %68 = "stream.binding.subspan"(%arg17, %67) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>
        %69 = "stream.binding.subspan"(%arg18, %67) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %70 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%68) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 15>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>) -> tensor<15xf32>
        %72 = "tensor.empty"() : () -> tensor<f32>
        %73 = "linalg.fill"(%70, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          "linalg.yield"(%arg21) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %74 = "linalg.generic"(%71, %73) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          %75 = "arith.mulf"(%arg19, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %76 = "arith.addf"(%75, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%76) : (f32) -> ()
        }) : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%74, %69) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_reduction_5x3_i32, sym_name = "main_dispatch_4_reduction_5x3_i32", sym_visibility = "public"}> ({
      %66:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%66#0, %66#1, %66#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_reduction_5x3_i32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding):
        %57 = "arith.constant"() <{value = 0 : index}> : () -> index
        %58 = "stream.binding.subspan"(%arg11, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>
        %59 = "stream.binding.subspan"(%arg12, %57) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        %60 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %61 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>) -> tensor<3x5xi32>
        %62 = "tensor.empty"() : () -> tensor<5xi32>
        %63 = "linalg.fill"(%60, %62) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: i32, %arg16: i32):
          "linalg.yield"(%arg15) : (i32) -> ()
        }) : (i32, tensor<5xi32>) -> tensor<5xi32>
        %64 = "linalg.generic"(%61, %63) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: i32, %arg14: i32):
          %65 = "arith.addi"(%arg13, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%65) : (i32) -> ()
        }) : (tensor<3x5xi32>, tensor<5xi32>) -> tensor<5xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %59) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_reduction_3x5_f32xf32xi32, sym_name = "main_dispatch_5_reduction_3x5_f32xf32xi32", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_reduction_3x5_f32xf32xi32"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "stream.binding.subspan"(%arg2, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %42 = "stream.binding.subspan"(%arg3, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %43 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %44 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %46 = "tensor.empty"() : () -> tensor<3xi32>
        %47 = "tensor.empty"() : () -> tensor<3xf32>
        %48 = "linalg.fill"(%44, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i32):
          "linalg.yield"(%arg9) : (i32) -> ()
        }) : (i32, tensor<3xi32>) -> tensor<3xi32>
        %49 = "linalg.fill"(%43, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32):
          "linalg.yield"(%arg7) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %50:2 = "linalg.generic"(%45, %49, %48) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
        ^bb0(%arg4: f32, %arg5: f32, %arg6: i32):
          %51 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %52 = "arith.index_cast"(%51) : (index) -> i32
          %53 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          %54 = "arith.select"(%53, %arg4, %arg5) : (i1, f32, f32) -> f32
          %55 = "arith.select"(%53, %52, %arg6) : (i1, i32, i32) -> i32
          "linalg.yield"(%54, %55) : (f32, i32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%50#1, %42) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "hal.element_type"() <{type = f32}> : () -> i32
    %1 = "hal.encoding_type"() : () -> i32
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %0, %1, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x5xf32>}> : () -> index
    %5 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6 = "stream.async.cast"(%5, %4, %4) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %7 = "hal.element_type"() <{type = i32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 5 : index}> : () -> index
    "hal.buffer_view.assert"(%arg1, %7, %8, %9, %10) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3x5xi32>}> : () -> index
    %12 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x5xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xf32>}> : () -> index
    %15 = "stream.tensor.dispatch"(%6, %4, %14) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3x5xf32>], result_encodings = [tensor<3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %16 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<5xf32>}> : () -> index
    %17 = "stream.tensor.dispatch"(%6, %4, %16) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_5x3_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3x5xf32>], result_encodings = [tensor<5xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %18 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xf32>}> : () -> index
    %19 = "stream.tensor.dispatch"(%6, %4, %18) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3x5xf32>], result_encodings = [tensor<3xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %20 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<15xf32>}> : () -> index
    %21 = "stream.tensor.clone"(%6, %4, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<15xf32>, source_encoding = tensor<3x5xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %22 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<f32>}> : () -> index
    %23 = "stream.tensor.dispatch"(%21, %20, %22) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_reduction_15_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<15xf32>], result_encodings = [tensor<f32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %24 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<5xi32>}> : () -> index
    %25 = "stream.tensor.dispatch"(%13, %11, %24) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_reduction_5x3_i32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3x5xi32>], result_encodings = [tensor<5xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %26 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<3xi32>}> : () -> index
    %27 = "stream.tensor.dispatch"(%6, %4, %26) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_5::@main_dispatch_5_reduction_3x5_f32xf32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<3x5xf32>], result_encodings = [tensor<3xi32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %28 = "stream.async.cast"(%15, %14, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %29 = "stream.tensor.export"(%28, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.async.cast"(%17, %16, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %31 = "stream.tensor.export"(%30, %16) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.async.cast"(%19, %18, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %33 = "stream.tensor.export"(%32, %18) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %34 = "stream.async.cast"(%23, %22, %22) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %35 = "stream.tensor.export"(%34, %22) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %36 = "stream.async.cast"(%25, %24, %24) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %37 = "stream.tensor.export"(%36, %24) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %38 = "stream.async.cast"(%27, %26, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %39 = "stream.tensor.export"(%38, %26) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%29, %31, %33, %35, %37, %39) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x5xf32>, %input1: tensor<3x5xi32>) -> (%output0: tensor<3xf32>, %output1: tensor<5xf32>, %output2: tensor<3xf32>, %output3: tensor<f32>, %output4: tensor<5xi32>, %output5: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

