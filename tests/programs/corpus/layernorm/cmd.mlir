#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_4x8_f32, sym_name = "main_dispatch_0_reduction_4x8_f32", sym_visibility = "public"}> ({
      %78:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%78#0, %78#1, %78#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_4x8_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %69 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg26, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %72 = "stream.binding.subspan"(%arg27, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %73 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %74 = "tensor.empty"() : () -> tensor<4xf32>
        %75 = "linalg.fill"(%69, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %76 = "linalg.generic"(%73, %75) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %77 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%77) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%76, %72) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x8_f32, sym_name = "main_dispatch_1_reduction_4x8_f32", sym_visibility = "public"}> ({
      %68:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%68#0, %68#1, %68#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %24 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %25 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %26 = "arith.constant"() <{value = 0.797884583 : f32}> : () -> f32
        %27 = "arith.constant"() <{value = 4.471500e-02 : f32}> : () -> f32
        %28 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %30 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg8, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %33 = "stream.binding.subspan"(%arg9, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %34 = "stream.binding.subspan"(%arg10, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %35 = "stream.binding.subspan"(%arg11, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %36 = "stream.binding.subspan"(%arg12, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %37 = "stream.binding.subspan"(%arg13, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %42 = "tensor.empty"() : () -> tensor<4x8xf32>
        %43 = "tensor.empty"() : () -> tensor<4xf32>
        %44 = "linalg.fill"(%29, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %45 = "linalg.generic"(%38, %39, %44) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
          %64 = "arith.divf"(%arg22, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %65 = "arith.subf"(%arg21, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %66 = "arith.mulf"(%65, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %67 = "arith.addf"(%66, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%67) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %46:2 = "linalg.generic"(%38, %39, %45, %40, %41, %42, %42) <{indexing_maps = [#map, #map1, #map1, #map2, #map2, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 2>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32, %arg18: f32, %arg19: f32, %arg20: f32):
          %47 = "arith.divf"(%arg15, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %48 = "arith.divf"(%arg16, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "arith.addf"(%48, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %50 = "math.rsqrt"(%49) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %51 = "arith.subf"(%arg14, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %52 = "arith.mulf"(%51, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.mulf"(%52, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %54 = "arith.addf"(%53, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.mulf"(%54, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.mulf"(%55, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %57 = "arith.mulf"(%56, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.addf"(%54, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %59 = "arith.mulf"(%58, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %60 = "math.tanh"(%59) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %61 = "arith.addf"(%60, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %62 = "arith.mulf"(%54, %61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %63 = "arith.mulf"(%62, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%54, %63) : (f32, f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%46#0, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%46#1, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
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
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 128 : index}> : () -> index
    %6 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %8, %9, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %11 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %8, %9, %6) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "stream.tensor.import"(%arg2, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %14:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %15 = "stream.timepoint.join"(%13#1, %14#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.cmd.execute"(%10, %11, %12, %13#0, %14#0, %5, %4, %4, %2, %1, %15) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg3, %arg7, %5, %1, %0, %0, %5, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg3, %arg7, %arg4, %arg5, %arg6, %arg6, %5, %1, %4, %4, %2, %2, %0, %0, %0, %0, %0, %5, %5, %3, %4, %4, %5, %5) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 6, 6, 6, 6>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.resource.dealloca"(%14#0, %1, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.timepoint.join"(%17, %16) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.timepoint.await"(%13#0, %2, %18) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%19, %2, %0, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%19, %2, %5, %5) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%20, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%21, %5) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%22, %23) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

