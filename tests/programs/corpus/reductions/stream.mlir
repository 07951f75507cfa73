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
      %105:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%105#0, %105#1, %105#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_3x5_f32"}> ({
      ^bb0(%arg38: !stream.binding, %arg39: !stream.binding):
        %96 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %97 = "arith.constant"() <{value = 0 : index}> : () -> index
        %98 = "stream.binding.subspan"(%arg38, %97) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %99 = "stream.binding.subspan"(%arg39, %97) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %100 = "iree_tensor_ext.dispatch.tensor.load"(%98) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %101 = "tensor.empty"() : () -> tensor<3xf32>
        %102 = "linalg.fill"(%96, %101) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg42: f32, %arg43: f32):
          "linalg.yield"(%arg42) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %103 = "linalg.generic"(%100, %102) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32):
          %104 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%104) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%103, %99) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_5x3_f32, sym_name = "main_dispatch_1_reduction_5x3_f32", sym_visibility = "public"}> ({
      %95:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%95#0, %95#1, %95#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_5x3_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding):
        %85 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %86 = "arith.constant"() <{value = 0 : index}> : () -> index
        %87 = "arith.constant"() <{value = 64 : index}> : () -> index
        %88 = "stream.binding.subspan"(%arg32, %86) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %89 = "stream.binding.subspan"(%arg33, %87) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %90 = "iree_tensor_ext.dispatch.tensor.load"(%88) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %91 = "tensor.empty"() : () -> tensor<5xf32>
        %92 = "linalg.fill"(%85, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg36: f32, %arg37: f32):
          "linalg.yield"(%arg36) : (f32) -> ()
        }) : (f32, tensor<5xf32>) -> tensor<5xf32>
        %93 = "linalg.generic"(%90, %92) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg34: f32, %arg35: f32):
          %94 = "arith.maximumf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%94) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%93, %89) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x5_f32, sym_name = "main_dispatch_2_reduction_3x5_f32", sym_visibility = "public"}> ({
      %84:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%84#0, %84#1, %84#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x5_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %74 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %75 = "arith.constant"() <{value = 0 : index}> : () -> index
        %76 = "arith.constant"() <{value = 128 : index}> : () -> index
        %77 = "stream.binding.subspan"(%arg26, %75) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %78 = "stream.binding.subspan"(%arg27, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %79 = "iree_tensor_ext.dispatch.tensor.load"(%77) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %80 = "tensor.empty"() : () -> tensor<3xf32>
        %81 = "linalg.fill"(%74, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %82 = "linalg.generic"(%79, %81) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %83 = "arith.minimumf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%83) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%82, %78) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_reduction_15_f32, sym_name = "main_dispatch_3_reduction_15_f32", sym_visibility = "public"}> ({
      %73:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%73#0, %73#1, %73#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_reduction_15_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %62 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "arith.constant"() <{value = 192 : index}> : () -> index
        %65 = "stream.binding.subspan"(%arg20, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>
        %66 = "stream.binding.subspan"(%arg21, %64) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 15>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>) -> tensor<15xf32>
        %68 = "tensor.empty"() : () -> tensor<f32>
        %69 = "linalg.fill"(%62, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %70 = "linalg.generic"(%67, %69) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          %71 = "arith.mulf"(%arg22, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %72 = "arith.addf"(%71, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%72) : (f32) -> ()
        }) : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%70, %66) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_reduction_5x3_i32, sym_name = "main_dispatch_4_reduction_5x3_i32", sym_visibility = "public"}> ({
      %61:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%61#0, %61#1, %61#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_reduction_5x3_i32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %51 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %52 = "arith.constant"() <{value = 0 : index}> : () -> index
        %53 = "arith.constant"() <{value = 256 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg14, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>
        %55 = "stream.binding.subspan"(%arg15, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>) -> tensor<3x5xi32>
        %57 = "tensor.empty"() : () -> tensor<5xi32>
        %58 = "linalg.fill"(%51, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: i32, %arg19: i32):
          "linalg.yield"(%arg18) : (i32) -> ()
        }) : (i32, tensor<5xi32>) -> tensor<5xi32>
        %59 = "linalg.generic"(%56, %58) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i32, %arg17: i32):
          %60 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%60) : (i32) -> ()
        }) : (tensor<3x5xi32>, tensor<5xi32>) -> tensor<5xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%59, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_reduction_3x5_f32xf32xi32, sym_name = "main_dispatch_5_reduction_3x5_f32xf32xi32", sym_visibility = "public"}> ({
      %50:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%50#0, %50#1, %50#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_reduction_3x5_f32xf32xi32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %34 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "arith.constant"() <{value = 320 : index}> : () -> index
        %37 = "stream.binding.subspan"(%arg5, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %38 = "stream.binding.subspan"(%arg6, %36) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %40 = "tensor.empty"() : () -> tensor<3xi32>
        %41 = "tensor.empty"() : () -> tensor<3xf32>
        %42 = "linalg.fill"(%33, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: i32, %arg13: i32):
          "linalg.yield"(%arg12) : (i32) -> ()
        }) : (i32, tensor<3xi32>) -> tensor<3xi32>
        %43 = "linalg.fill"(%34, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          "linalg.yield"(%arg10) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %44:2 = "linalg.generic"(%39, %43, %42) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
        ^bb0(%arg7: f32, %arg8: f32, %arg9: i32):
          %45 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %46 = "arith.index_cast"(%45) : (index) -> i32
          %47 = "arith.cmpf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          %48 = "arith.select"(%47, %arg7, %arg8) : (i1, f32, f32) -> f32
          %49 = "arith.select"(%47, %46, %arg9) : (i1, i32, i32) -> i32
          "linalg.yield"(%48, %49) : (f32, i32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%44#1, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 384 : index}> : () -> index
    %2 = "arith.constant"() <{value = 320 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4 = "arith.constant"() <{value = 192 : index}> : () -> index
    %5 = "arith.constant"() <{value = 128 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 20 : index}> : () -> index
    %9 = "arith.constant"() <{value = 12 : index}> : () -> index
    %10 = "arith.constant"() <{value = 60 : index}> : () -> index
    %11 = "arith.constant"() <{value = 5 : index}> : () -> index
    %12 = "arith.constant"() <{value = 3 : index}> : () -> index
    %13 = "hal.element_type"() <{type = f32}> : () -> i32
    %14 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %13, %14, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %15 = "stream.tensor.import"(%arg0, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x5xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %16 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %16, %14, %12, %11) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x5xi32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %19 = "stream.cmd.execute"(%15, %17, %18#0, %10, %10, %1, %18#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_5x3_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_reduction_15_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_4::@main_dispatch_4_reduction_5x3_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_reduction_3x5_f32xf32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.await"(%18#0, %1, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%20, %1, %0, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%20, %1, %6, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%20, %1, %5, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%20, %1, %4, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%20, %1, %3, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%20, %1, %2, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%21, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%22, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%23, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%24, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%25, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<5xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.tensor.export"(%26, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<3xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%27, %28, %29, %30, %31, %32) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3x5xf32>, %input1: tensor<3x5xi32>) -> (%output0: tensor<3xf32>, %output1: tensor<5xf32>, %output2: tensor<3xf32>, %output3: tensor<f32>, %output4: tensor<5xi32>, %output5: tensor<3xi32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

