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
      %100:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%100#0, %100#1, %100#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_3x5_f32"}> ({
      ^bb0(%arg38: !stream.binding, %arg39: !stream.binding):
        %91 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %92 = "arith.constant"() <{value = 0 : index}> : () -> index
        %93 = "stream.binding.subspan"(%arg38, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %94 = "stream.binding.subspan"(%arg39, %92) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %95 = "iree_tensor_ext.dispatch.tensor.load"(%93) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %96 = "tensor.empty"() : () -> tensor<3xf32>
        %97 = "linalg.fill"(%91, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg42: f32, %arg43: f32):
          "linalg.yield"(%arg42) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %98 = "linalg.generic"(%95, %97) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32):
          %99 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%99) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%98, %94) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_5x3_f32, sym_name = "main_dispatch_1_reduction_5x3_f32", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_5x3_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding):
        %81 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %82 = "arith.constant"() <{value = 0 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg32, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %84 = "stream.binding.subspan"(%arg33, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %86 = "tensor.empty"() : () -> tensor<5xf32>
        %87 = "linalg.fill"(%81, %86) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg36: f32, %arg37: f32):
          "linalg.yield"(%arg36) : (f32) -> ()
        }) : (f32, tensor<5xf32>) -> tensor<5xf32>
        %88 = "linalg.generic"(%85, %87) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg34: f32, %arg35: f32):
          %89 = "arith.maximumf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%89) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%88, %84) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_3x5_f32, sym_name = "main_dispatch_2_reduction_3x5_f32", sym_visibility = "public"}> ({
      %80:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%80#0, %80#1, %80#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_3x5_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %71 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
        %72 = "arith.constant"() <{value = 0 : index}> : () -> index
        %73 = "stream.binding.subspan"(%arg26, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %74 = "stream.binding.subspan"(%arg27, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>
        %75 = "iree_tensor_ext.dispatch.tensor.load"(%73) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %76 = "tensor.empty"() : () -> tensor<3xf32>
        %77 = "linalg.fill"(%71, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %78 = "linalg.generic"(%75, %77) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %79 = "arith.minimumf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%79) : (f32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>) -> tensor<3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %74) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_reduction_15_f32, sym_name = "main_dispatch_3_reduction_15_f32", sym_visibility = "public"}> ({
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_reduction_15_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %60 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg20, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>
        %63 = "stream.binding.subspan"(%arg21, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 15>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<15xf32>>) -> tensor<15xf32>
        %65 = "tensor.empty"() : () -> tensor<f32>
        %66 = "linalg.fill"(%60, %65) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %67 = "linalg.generic"(%64, %66) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          %68 = "arith.mulf"(%arg22, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %69 = "arith.addf"(%68, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%69) : (f32) -> ()
        }) : (tensor<15xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%67, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_reduction_5x3_i32, sym_name = "main_dispatch_4_reduction_5x3_i32", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_reduction_5x3_i32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %50 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg14, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>
        %53 = "stream.binding.subspan"(%arg15, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xi32>>) -> tensor<3x5xi32>
        %55 = "tensor.empty"() : () -> tensor<5xi32>
        %56 = "linalg.fill"(%50, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: i32, %arg19: i32):
          "linalg.yield"(%arg18) : (i32) -> ()
        }) : (i32, tensor<5xi32>) -> tensor<5xi32>
        %57 = "linalg.generic"(%54, %56) <{indexing_maps = [#map2, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i32, %arg17: i32):
          %58 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%58) : (i32) -> ()
        }) : (tensor<3x5xi32>, tensor<5xi32>) -> tensor<5xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 5>, static_strides = array<i64: 1>}> : (tensor<5xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<5xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_reduction_3x5_f32xf32xi32, sym_name = "main_dispatch_5_reduction_3x5_f32xf32xi32", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_reduction_3x5_f32xf32xi32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %34 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg5, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>
        %37 = "stream.binding.subspan"(%arg6, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 3, 5>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x5xf32>>) -> tensor<3x5xf32>
        %39 = "tensor.empty"() : () -> tensor<3xi32>
        %40 = "tensor.empty"() : () -> tensor<3xf32>
        %41 = "linalg.fill"(%33, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: i32, %arg13: i32):
          "linalg.yield"(%arg12) : (i32) -> ()
        }) : (i32, tensor<3xi32>) -> tensor<3xi32>
        %42 = "linalg.fill"(%34, %40) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32):
          "linalg.yield"(%arg10) : (f32) -> ()
        }) : (f32, tensor<3xf32>) -> tensor<3xf32>
        %43:2 = "linalg.generic"(%38, %42, %41) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
        ^bb0(%arg7: f32, %arg8: f32, %arg9: i32):
          %44 = "linalg.index"() <{dim = 1 : i64}> : () -> index
          %45 = "arith.index_cast"(%44) : (index) -> i32
          %46 = "arith.cmpf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          %47 = "arith.select"(%46, %arg7, %arg8) : (i1, f32, f32) -> f32
          %48 = "arith.select"(%46, %45, %arg9) : (i1, i32, i32) -> i32
          "linalg.yield"(%47, %48) : (f32, i32) -> ()
        }) : (tensor<3x5xf32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
        "iree_tensor_ext.dispatch.tensor.store"(%43#1, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (tensor<3xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) -> ()
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
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %9) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %6, %10, %8) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_5x3_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %5, %10, %9) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_3x5_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %4, %10, %7) <{entry_points = [@main_dispatch_3::@main_dispatch_3_reduction_15_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %10, %1, %0, %3, %10, %8) <{entry_points = [@main_dispatch_4::@main_dispatch_4_reduction_5x3_i32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %2, %10, %9) <{entry_points = [@main_dispatch_5::@main_dispatch_5_reduction_3x5_f32xf32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
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

