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
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "__constant_tensor_8x16xf32__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_8x16xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %60 = "arith.constant"() <{value = 0 : index}> : () -> index
    %61 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %62 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %63 = "arith.constant"() <{value = 512 : index}> : () -> index
    %64 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_512b}> : () -> !util.buffer
    %65:2 = "stream.resource.try_map"(%64, %60, %63) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    %66:2 = "scf.if"(%65#0) ({
      "scf.yield"(%62, %65#1) : (!stream.timepoint, !stream.resource<constant>) -> ()
    }, {
      %68 = "stream.resource.alloc"(%63) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
      %69 = "stream.file.constant"(%64, %63, %60, %63) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
      %70 = "stream.file.read"(%69, %61, %68, %63, %60, %63, %62) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%70, %68) : (!stream.timepoint, !stream.resource<constant>) -> ()
    }) : (i1) -> (!stream.timepoint, !stream.resource<constant>)
    %67 = "stream.timepoint.await"(%66#1, %63, %66#0) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%67) <{global = @__constant_tensor_8x16xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%62) <{global = @__constant_tensor_8x16xf32__timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x16x8_f32, sym_name = "main_dispatch_0_matmul_2x16x8_f32", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding, %arg19: !stream.binding):
        %43 = "arith.constant"() <{value = dense<[-7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00, 7.500000e-01, -2.500000e-01, 5.000000e-01, -5.000000e-01, 2.500000e-01, -7.500000e-01, 0.000000e+00]> : tensor<16xf32>}> : () -> tensor<16xf32>
        %44 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %45 = "arith.constant"() <{value = 0 : index}> : () -> index
        %46 = "stream.binding.subspan"(%arg17, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %47 = "stream.binding.subspan"(%arg18, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %48 = "stream.binding.subspan"(%arg19, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %51 = "tensor.empty"() : () -> tensor<2x16xf32>
        %52 = "linalg.fill"(%44, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          "linalg.yield"(%arg26) : (f32) -> ()
        }) : (f32, tensor<2x16xf32>) -> tensor<2x16xf32>
        %53 = "linalg.matmul"(%49, %50, %52) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %57 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.addf"(%arg25, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        %54 = "linalg.generic"(%53, %43, %51) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %55 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.maximumf"(%55, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%54, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x4x16_f32, sym_name = "main_dispatch_1_matmul_2x4x16_f32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %28 = "arith.constant"() <{value = dense<[-1.000000e+00, -5.000000e-01, 0.000000e+00, 5.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %30 = "arith.constant"() <{value = dense<[[-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01], [3.750000e-01, -1.250000e-01, -6.250000e-01, 2.500000e-01], [-2.500000e-01, 6.250000e-01, 1.250000e-01, -3.750000e-01], [5.000000e-01, 0.000000e+00, -5.000000e-01, 3.750000e-01], [-1.250000e-01, -6.250000e-01, 2.500000e-01, -2.500000e-01], [6.250000e-01, 1.250000e-01, -3.750000e-01, 5.000000e-01], [0.000000e+00, -5.000000e-01, 3.750000e-01, -1.250000e-01], [-6.250000e-01, 2.500000e-01, -2.500000e-01, 6.250000e-01], [1.250000e-01, -3.750000e-01, 5.000000e-01, 0.000000e+00], [-5.000000e-01, 3.750000e-01, -1.250000e-01, -6.250000e-01], [2.500000e-01, -2.500000e-01, 6.250000e-01, 1.250000e-01], [-3.750000e-01, 5.000000e-01, 0.000000e+00, -5.000000e-01]]> : tensor<16x4xf32>}> : () -> tensor<16x4xf32>
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg7, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %33 = "stream.binding.subspan"(%arg8, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>) -> tensor<2x16xf32>
        %35 = "tensor.empty"() : () -> tensor<2x4xf32>
        %36 = "linalg.fill"(%29, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32):
          "linalg.yield"(%arg15) : (f32) -> ()
        }) : (f32, tensor<2x4xf32>) -> tensor<2x4xf32>
        %37 = "linalg.matmul"(%34, %30, %36) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %40 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %41 = "arith.addf"(%arg14, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %38 = "linalg.generic"(%37, %28, %35) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
          %39 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%39) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store, sym_name = "main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store", sym_visibility = "public"}> ({
      %27:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%27#0, %27#1, %27#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg5, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>
        %23 = "stream.binding.subspan"(%arg6, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4xf32>>) -> tensor<2x4xf32>
        %25 = "tensor.empty"() : () -> tensor<2x4xf32>
        %26 = "linalg.softmax"(%24, %25) <{dimension = 1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%26, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 512 : index}> : () -> index
    %7 = "arith.constant"() <{value = 192 : index}> : () -> index
    %8 = "util.global.load"() <{global = @__constant_tensor_8x16xf32__timepoint, is_immutable}> : () -> !stream.timepoint
    %9 = "util.global.load"() <{global = @__constant_tensor_8x16xf32, is_immutable}> : () -> !stream.resource<constant>
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:2 = "stream.resource.alloca"(%0, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %14:2 = "stream.resource.alloca"(%7, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %15 = "stream.timepoint.join"(%8, %13#1, %14#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.cmd.execute"(%12, %9, %13#0, %14#0, %3, %6, %0, %7, %15) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<external>, %arg4: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg4, %3, %6, %7, %1, %1, %1, %3, %6, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg4, %arg4, %7, %7, %1, %2, %2, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg4, %arg3, %7, %0, %2, %1, %0, %0) <{entry_points = [@main_dispatch_2::@main_dispatch_2_softmax_2x4xf32_dispatch_tensor_store], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.resource.dealloca"(%14#0, %7, %16) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.timepoint.join"(%17, %16) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.timepoint.await"(%13#0, %0, %18) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>) -> (%output0: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

