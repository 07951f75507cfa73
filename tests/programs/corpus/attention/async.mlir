#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_like_4x6x8_f32, sym_name = "main_dispatch_0_matmul_like_4x6x8_f32", sym_visibility = "public"}> ({
      %74:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%74#0, %74#1, %74#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_like_4x6x8_f32"}> ({
      ^bb0(%arg32: !stream.binding, %arg33: !stream.binding, %arg34: !stream.binding):
        %59 = "arith.constant"() <{value = 0.353553385 : f32}> : () -> f32
        %60 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg32, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %63 = "stream.binding.subspan"(%arg33, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %64 = "stream.binding.subspan"(%arg34, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %67 = "tensor.empty"() : () -> tensor<4x6xf32>
        %68 = "linalg.fill"(%60, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32):
          "linalg.yield"(%arg40) : (f32) -> ()
        }) : (f32, tensor<4x6xf32>) -> tensor<4x6xf32>
        %69 = "linalg.generic"(%65, %66, %68) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
          %72 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %73 = "arith.addf"(%arg39, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%73) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<6x8xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        %70 = "linalg.generic"(%69, %67) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32):
          %71 = "arith.mulf"(%arg35, %59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%70, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x6_f32, sym_name = "main_dispatch_1_reduction_4x6_f32", sym_visibility = "public"}> ({
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x6_f32"}> ({
      ^bb0(%arg23: !stream.binding, %arg24: !stream.binding):
        %45 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
        %46 = "arith.constant"() <{value = 0 : index}> : () -> index
        %47 = "stream.binding.subspan"(%arg23, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>
        %48 = "stream.binding.subspan"(%arg24, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>) -> tensor<4x6xf32>
        %50 = "tensor.empty"() : () -> tensor<4x6xf32>
        %51 = "tensor.empty"() : () -> tensor<4xf32>
        %52 = "linalg.fill"(%45, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %53 = "linalg.generic"(%49, %52) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %57 = "arith.maximumf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%57) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>) -> tensor<4xf32>
        %54 = "linalg.generic"(%49, %53, %50) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
          %55 = "arith.subf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "math.exp"(%55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_4x6_f32, sym_name = "main_dispatch_2_reduction_4x6_f32", sym_visibility = "public"}> ({
      %44:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%44#0, %44#1, %44#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_4x6_f32"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %32 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg14, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>
        %35 = "stream.binding.subspan"(%arg15, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>) -> tensor<4x6xf32>
        %37 = "tensor.empty"() : () -> tensor<4x6xf32>
        %38 = "tensor.empty"() : () -> tensor<4xf32>
        %39 = "linalg.fill"(%32, %38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          "linalg.yield"(%arg21) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %40 = "linalg.generic"(%36, %39) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          %43 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%43) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>) -> tensor<4xf32>
        %41 = "linalg.generic"(%36, %40, %37) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %42 = "arith.divf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%41, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (tensor<4x6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_4x8x6_f32, sym_name = "main_dispatch_3_matmul_4x8x6_f32", sym_visibility = "public"}> ({
      %31:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%31#0, %31#1, %31#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_4x8x6_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding):
        %19 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %20 = "arith.constant"() <{value = 0 : index}> : () -> index
        %21 = "stream.binding.subspan"(%arg6, %20) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>
        %22 = "stream.binding.subspan"(%arg7, %20) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>
        %23 = "stream.binding.subspan"(%arg8, %20) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%21) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x6xf32>>) -> tensor<4x6xf32>
        %25 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 6, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x8xf32>>) -> tensor<6x8xf32>
        %26 = "tensor.empty"() : () -> tensor<4x8xf32>
        %27 = "linalg.fill"(%19, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32):
          "linalg.yield"(%arg12) : (f32) -> ()
        }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
        %28 = "linalg.matmul"(%24, %25, %27) <{indexing_maps = [#map, #map5, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %29 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %30 = "arith.addf"(%arg11, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%30) : (f32) -> ()
        }) : (tensor<4x6xf32>, tensor<6x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%28, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 96 : index}> : () -> index
    %2 = "arith.constant"() <{value = 192 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 6 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %4, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %7, %8, %4, %5) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12:2 = "stream.async.execute"(%9, %10, %11, %3, %2, %2, %3) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
      %15 = "stream.async.dispatch"(%arg3, %arg4, %3, %2, %0, %0, %3, %2, %3, %2, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_like_4x6x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
      %16 = "stream.async.dispatch"(%15, %1, %0, %1, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x6_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
      %17 = "stream.async.dispatch"(%16, %1, %0, %1, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_4x6_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
      %18 = "stream.async.dispatch"(%17, %arg5, %1, %2, %0, %0, %1, %2, %1, %2, %3) <{entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_4x8x6_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%18, %3) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %13 = "stream.timepoint.await"(%12#0, %3, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %14 = "stream.tensor.export"(%13, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%14) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<6x8xf32>, %input2: tensor<6x8xf32>) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

