#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_4x8_f32, sym_name = "main_dispatch_0_reduction_4x8_f32", sym_visibility = "public"}> ({
      %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_4x8_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %68 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %69 = "arith.constant"() <{value = 0 : index}> : () -> index
        %70 = "stream.binding.subspan"(%arg26, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %71 = "stream.binding.subspan"(%arg27, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %72 = "iree_tensor_ext.dispatch.tensor.load"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %73 = "tensor.empty"() : () -> tensor<4xf32>
        %74 = "linalg.fill"(%68, %73) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %75 = "linalg.generic"(%72, %74) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %76 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%76) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %71) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x8_f32, sym_name = "main_dispatch_1_reduction_4x8_f32", sym_visibility = "public"}> ({
      %67:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%67#0, %67#1, %67#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %22 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
        %23 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %24 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %25 = "arith.constant"() <{value = 4.471500e-02 : f32}> : () -> f32
        %26 = "arith.constant"() <{value = 0.797884583 : f32}> : () -> f32
        %27 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %28 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %29 = "arith.constant"() <{value = 0 : index}> : () -> index
        %30 = "arith.constant"() <{value = 128 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg8, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %32 = "stream.binding.subspan"(%arg9, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %33 = "stream.binding.subspan"(%arg10, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %34 = "stream.binding.subspan"(%arg11, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %35 = "stream.binding.subspan"(%arg12, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %36 = "stream.binding.subspan"(%arg13, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %41 = "tensor.empty"() : () -> tensor<4x8xf32>
        %42 = "tensor.empty"() : () -> tensor<4xf32>
        %43 = "linalg.fill"(%23, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %44 = "linalg.generic"(%37, %38, %43) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
          %63 = "arith.divf"(%arg22, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %64 = "arith.subf"(%arg21, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %65 = "arith.mulf"(%64, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %66 = "arith.addf"(%65, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%66) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %45:2 = "linalg.generic"(%37, %38, %44, %39, %40, %41, %41) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 2>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32, %arg18: f32, %arg19: f32, %arg20: f32):
          %46 = "arith.divf"(%arg15, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %47 = "arith.divf"(%arg16, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %48 = "arith.addf"(%47, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "math.rsqrt"(%48) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %50 = "arith.subf"(%arg14, %46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %51 = "arith.mulf"(%50, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.mulf"(%51, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.addf"(%52, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %54 = "arith.mulf"(%53, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.mulf"(%54, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.mulf"(%55, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %57 = "arith.addf"(%53, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.mulf"(%57, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "math.tanh"(%58) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %60 = "arith.addf"(%59, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %61 = "arith.mulf"(%53, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %62 = "arith.mulf"(%61, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%53, %62) : (f32, f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%45#0, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%45#1, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %7, %8, %5) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %11 = "stream.tensor.import"(%arg2, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %13:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %14 = "stream.timepoint.join"(%12#1, %13#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.cmd.execute"(%9, %10, %11, %12#0, %13#0, %4, %3, %3, %2, %1, %14) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg3, %arg7, %4, %1, %0, %0, %4, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg3, %arg7, %arg4, %arg5, %arg6, %arg6, %4, %1, %3, %3, %2, %2, %0, %0, %0, %0, %0, %0, %4, %1, %3, %3, %2, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 6, 6, 6, 6>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.resource.dealloca"(%13#0, %1, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.timepoint.await"(%12#0, %2, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.resource.subview"(%17, %2, %0, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %19 = "stream.resource.subview"(%17, %2, %4, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%18, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.tensor.export"(%19, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %21) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

