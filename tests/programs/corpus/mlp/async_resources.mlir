#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_8x16xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %57 = "arith.constant"() <{value = 512 : index}> : () -> index
    %58 = "stream.async.constant"(%57) <{affinity = #hal.device.affinity<@__device_0>, value = dense<"0x000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F"> : tensor<8x16xf32>}> : (index) -> !stream.resource<constant>
    "util.global.store"(%58) <{global = @__constant_tensor_8x16xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x16x8_f32, sym_name = "main_dispatch_0_matmul_2x16x8_f32", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %40 = "arith.constant"() <{value = dense<[-7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00]> : tensor<16xf32>}> : () -> tensor<16xf32>
        %41 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg13, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %44 = "stream.binding.subspan"(%arg14, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %45 = "stream.binding.subspan"(%arg15, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %48 = "tensor.empty"() : () -> tensor<2x16xf32>
        %49 = "linalg.fill"(%41, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          "linalg.yield"(%arg22) : (f32) -> ()
        }) : (f32, tensor<2x16xf32>) -> tensor<2x16xf32>
        %50 = "linalg.matmul"(%46, %47, %49) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
          %54 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.addf"(%arg21, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        %51 = "linalg.generic"(%50, %40, %48) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %52 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.maximumf"(%52, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%53) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x4x16_f32, sym_name = "main_dispatch_1_matmul_2x4x16_f32", sym_visibility = "public"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding):
        %25 = "arith.constant"() <{value = dense<[-1.000000e+00, -5.000000e-01, 0.000000e+00, 5.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %26 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %27 = "arith.constant"() <{value = dense<[[-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01], [3.750000e-01, -1.250000e-01, -6.250000e-01, 2.500000e-01], [-2.500000e-01, 6.250000e-01, 1.250000e-01, -3.750000e-01], [5.000000e-01, 0.000000e+00, -5.000000e-01, 3.750000e-01], [-1.250000e-01, -6.250000e-01, 2.500000e-01, -2.500000e-01], [6.250000e-01, 1.250000e-01, -3.750000e-01, 5.000000e-01], [0.000000e+00, -5.000000e-01, 3.750000e-01, -1.250000e-01], [-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01]]> : tensor<16x4xf32>}> : () -> tensor<16x4xf32>
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "stream.binding.subspan"(%arg3, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %30 = "stream.binding.subspan"(%arg4, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>) -> tensor<2x16xf32>
        %32 = "tensor.empty"() : () -> tensor<2x4xf32>
        %33 = "linalg.fill"(%26, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          "linalg.yield"(%arg11) : (f32) -> ()
        }) : (f32, tensor<2x4xf32>) -> tensor<2x4xf32>
        %34 = "linalg.matmul"(%31, %27, %33) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
          %37 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %38 = "arith.addf"(%arg10, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%38) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %35 = "linalg.generic"(%34, %25, %32) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
          %36 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%36) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%35, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store, sym_name = "main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store", sym_visibility = "public"}> ({
      %24:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%24#0, %24#1, %24#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding):
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "stream.binding.subspan"(%arg1, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %20 = "stream.binding.subspan"(%arg2, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %21 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>) -> tensor<2x4xf32>
        %22 = "tensor.empty"() : () -> tensor<2x4xf32>
        %23 = "linalg.softmax"(%21, %22) <{dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%23, %20) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 512 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 32 : index}> : () -> index
    %7 = "util.global.load"() <{global = @__constant_tensor_8x16xf32, is_immutable}> : () -> !stream.resource<constant>
    %8 = "stream.async.clone"(%7, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %9 = "hal.element_type"() <{type = f32}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %9, %10, %1, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "stream.async.cast"(%11, %3, %3) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %13 = "stream.async.dispatch"(%12, %8, %3, %0, %5, %5, %3, %0, %3, %0, %4) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %14 = "stream.async.dispatch"(%13, %4, %5, %4, %4, %6) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %15 = "stream.async.dispatch"(%14, %6, %5, %6, %6, %6) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %16 = "stream.async.cast"(%15, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>) -> (%output0: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

