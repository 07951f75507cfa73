#composite_of_512b = #util.composite<512xi8, [
    dense<"0x000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F0000C0BE0000803E000040BF000000BE0000003F000000BF0000003E0000403F000080BE0000C03E000020BF000000000000203F"> : tensor<8x16xf32>,
]>
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
    %59 = "arith.constant"() <{value = 0 : index}> : () -> index
    %60 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %61 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %62 = "arith.constant"() <{value = 512 : index}> : () -> index
    %63 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_512b}> : () -> !util.buffer
    %64:2 = "stream.resource.try_map"(%63, %59, %62) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%64#0, %61, %64#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %65 = "stream.resource.alloc"(%62) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %66 = "stream.file.constant"(%63, %62, %59, %62) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %67 = "stream.file.read"(%66, %60, %65, %62, %59, %62, %61) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%67, %65)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%68: !stream.timepoint, %69: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %70 = "stream.timepoint.await"(%69, %62, %68) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%70) <{global = @__constant_tensor_8x16xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x16x8_f32, sym_name = "main_dispatch_0_matmul_2x16x8_f32", sym_visibility = "public"}> ({
      %58:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%58#0, %58#1, %58#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding, %arg19: !stream.binding):
        %42 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %43 = "arith.constant"() <{value = dense<[-7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00]> : tensor<16xf32>}> : () -> tensor<16xf32>
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg17, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %46 = "stream.binding.subspan"(%arg18, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %47 = "stream.binding.subspan"(%arg19, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %50 = "tensor.empty"() : () -> tensor<2x16xf32>
        %51 = "linalg.fill"(%42, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<2x16xf32>) -> tensor<2x16xf32>
        %52 = "linalg.matmul"(%48, %49, %51) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %56 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %57 = "arith.addf"(%arg25, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%57) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        %53 = "linalg.generic"(%52, %43, %50) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %54 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.maximumf"(%54, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x4x16_f32, sym_name = "main_dispatch_1_matmul_2x4x16_f32", sym_visibility = "public"}> ({
      %41:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%41#0, %41#1, %41#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %26 = "arith.constant"() <{value = dense<[[-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01], [3.750000e-01, -1.250000e-01, -6.250000e-01, 2.500000e-01], [-2.500000e-01, 6.250000e-01, 1.250000e-01, -3.750000e-01], [5.000000e-01, 0.000000e+00, -5.000000e-01, 3.750000e-01], [-1.250000e-01, -6.250000e-01, 2.500000e-01, -2.500000e-01], [6.250000e-01, 1.250000e-01, -3.750000e-01, 5.000000e-01], [0.000000e+00, -5.000000e-01, 3.750000e-01, -1.250000e-01], [-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01]]> : tensor<16x4xf32>}> : () -> tensor<16x4xf32>
        %27 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %28 = "arith.constant"() <{value = dense<[-1.000000e+00, -5.000000e-01, 0.000000e+00, 5.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %29 = "arith.constant"() <{value = 0 : index}> : () -> index
        %30 = "arith.constant"() <{value = 128 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg7, %29) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %32 = "stream.binding.subspan"(%arg8, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>) -> tensor<2x16xf32>
        %34 = "tensor.empty"() : () -> tensor<2x4xf32>
        %35 = "linalg.fill"(%27, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32):
          "linalg.yield"(%arg15) : (f32) -> ()
        }) : (f32, tensor<2x4xf32>) -> tensor<2x4xf32>
        %36 = "linalg.matmul"(%33, %26, %35) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %39 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "arith.addf"(%arg14, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%40) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %37 = "linalg.generic"(%36, %28, %34) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %38 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%38) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%37, %32) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store, sym_name = "main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store", sym_visibility = "public"}> ({
      %25:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%25#0, %25#1, %25#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %18 = "arith.constant"() <{value = 128 : index}> : () -> index
        %19 = "arith.constant"() <{value = 0 : index}> : () -> index
        %20 = "stream.binding.subspan"(%arg5, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %21 = "stream.binding.subspan"(%arg6, %19) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %22 = "iree_tensor_ext.dispatch.tensor.load"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>) -> tensor<2x4xf32>
        %23 = "tensor.empty"() : () -> tensor<2x4xf32>
        %24 = "linalg.softmax"(%22, %23) <{dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%24, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "arith.constant"() <{value = 192 : index}> : () -> index
    %7 = "util.global.load"() <{global = @__constant_tensor_8x16xf32, is_immutable}> : () -> !stream.resource<constant>
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %12:2 = "stream.resource.alloca"(%6) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %13 = "stream.timepoint.join"(%11#1, %12#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.cmd.execute"(%10, %7, %11#0, %12#0, %2, %5, %0, %6, %13) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<external>, %arg4: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg4, %2, %5, %6, %1, %1, %1, %2, %5, %6) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg4, %arg4, %6, %6, %1, %1, %6, %6) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg4, %arg3, %6, %0, %1, %1, %6, %0) <{entry_points = [@main_dispatch_2::@main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.resource.dealloca"(%12#0, %6, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.timepoint.await"(%11#0, %0, %15) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>) -> (%output0: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

