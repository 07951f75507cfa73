#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "acc", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "acc__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %91 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>, value = dense<0.000000e+00> : tensor<4xf32>}> : () -> !stream.resource<variable>
    %92 = "stream.resource.size"(%91) : (!stream.resource<variable>) -> index
    "util.global.store"(%91) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%92) <{global = @acc__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.global"() <{is_mutable, sym_name = "count", sym_visibility = "private", type = i32}> : () -> ()
  "util.global"() <{sym_name = "table", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "table__size", sym_visibility = "private", type = index}> : () -> ()
  "stream.executable"() <{sym_name = "_initializer_0_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32, sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32", sym_visibility = "public"}> ({
      %90:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%90#0, %90#1, %90#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding) -> (), sym_name = "_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32"}> ({
      ^bb0(%arg18: !stream.binding):
        %84 = "arith.constant"() <{value = 0 : index}> : () -> index
        %85 = "stream.binding.subspan"(%arg18, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %86 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %87 = "tensor.empty"() : () -> tensor<2x4xf32>
        %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          %89 = "arith.negf"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%89) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%88, %85) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_4xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_4xf32__size", sym_visibility = "private", type = index}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %82 = "stream.tensor.constant"() <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>, value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> !stream.resource<constant>
    %83 = "stream.resource.size"(%82) : (!stream.resource<constant>) -> index
    "util.global.store"(%82) <{global = @__constant_tensor_4xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%83) <{global = @__constant_tensor_4xf32__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %70 = "arith.constant"() <{value = 0 : index}> : () -> index
    %71 = "arith.constant"() <{value = 1 : index}> : () -> index
    %72 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %73 = "util.global.load"() <{global = @__constant_tensor_4xf32}> : () -> !stream.resource<constant>
    %74 = "util.global.load"() <{global = @__constant_tensor_4xf32__size}> : () -> index
    %75 = "stream.async.transfer"(%73, %74, %74) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %76 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<2x4xf32>}> : () -> index
    %77 = "stream.tensor.dispatch"(%76) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32], operandSegmentSizes = array<i32: 0, 0, 0, 0, 1, 0>, operand_encodings = [], result_encodings = [tensor<2x4xf32>], tied_operands = [-1 : index]}> : (index) -> !stream.resource<*>
    %78 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<1x4xf32>}> : () -> index
    %79 = "stream.tensor.clone"(%75, %74, %78) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<1x4xf32>, source_encoding = tensor<4xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %80 = "stream.tensor.update"(%77, %76, %71, %70, %79, %78) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 0, 1, 2, 1, 0, 1>, target_encoding = tensor<2x4xf32>, update_encoding = tensor<1x4xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.global.store"(%72) <{global = @count}> : (i32) -> ()
    %81 = "stream.async.transfer"(%80, %76, %76) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<constant>
    "util.global.store"(%81) <{global = @table}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%76) <{global = @table__size}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "step_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @step_dispatch_0_elementwise_4_f32, sym_name = "step_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "step_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %58 = "arith.constant"() <{value = 0 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg11, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %60 = "stream.binding.subspan"(%arg12, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %61 = "stream.binding.subspan"(%arg13, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %62 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %65 = "tensor.empty"() : () -> tensor<4xf32>
        %66 = "linalg.generic"(%63, %64, %62, %65) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32):
          %67 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %68 = "arith.addf"(%arg14, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%68) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "step", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg10: !hal.buffer_view):
    %41 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %42 = "util.global.load"() <{global = @count}> : () -> i32
    %43 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %44 = "util.global.load"() <{global = @acc__size}> : () -> index
    %45 = "stream.async.transfer"(%43, %44, %44) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<variable>, index, index) -> !stream.resource<*>
    %46 = "hal.element_type"() <{type = f32}> : () -> i32
    %47 = "hal.encoding_type"() : () -> i32
    %48 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg10, %46, %47, %48) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %49 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %50 = "stream.tensor.import"(%arg10, %49) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %51 = "stream.async.cast"(%50, %49, %49) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %52 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %53 = "stream.tensor.dispatch"(%45, %51, %44, %49, %52) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@step_dispatch_0::@step_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 1, 0>, operand_encodings = [tensor<4xf32>, tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index) -> !stream.resource<*>
    %54 = "arith.addi"(%42, %41) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %55 = "stream.async.cast"(%53, %52, %52) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %56 = "stream.tensor.export"(%55, %52) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %57 = "stream.async.transfer"(%53, %52, %52) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<variable>
    "util.global.store"(%57) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%52) <{global = @acc__size}> : (index) -> ()
    "util.global.store"(%54) <{global = @count}> : (i32) -> ()
    "util.return"(%56) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} : () -> ()
  "util.func"() <{function_type = () -> i32, sym_name = "get_count", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %40 = "util.global.load"() <{global = @count}> : () -> i32
    "util.return"(%40) : (i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding):
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg1, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %27 = "stream.binding.subspan"(%arg2, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %28 = "stream.binding.subspan"(%arg3, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %29 = "stream.binding.subspan"(%arg4, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %30 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %32 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %33 = "tensor.empty"() : () -> tensor<4xf32>
        %34:2 = "linalg.generic"(%31, %32, %30, %33, %33) <{indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 2>}> ({
        ^bb0(%arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32):
          %35 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %36 = "arith.addf"(%arg5, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %37 = "arith.mulf"(%36, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %38 = "arith.addf"(%36, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%36, %38) : (f32, f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%34#0, %28) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%34#1, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "util.global.load"() <{global = @count}> : () -> i32
    %2 = "util.global.load"() <{global = @acc}> : () -> !stream.resource<variable>
    %3 = "util.global.load"() <{global = @acc__size}> : () -> index
    %4 = "stream.async.transfer"(%2, %3, %3) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<variable>, index, index) -> !stream.resource<*>
    %5 = "util.global.load"() <{global = @table}> : () -> !stream.resource<constant>
    %6 = "util.global.load"() <{global = @table__size}> : () -> index
    %7 = "stream.async.transfer"(%5, %6, %6) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index) -> !stream.resource<*>
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %8, %9, %10) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %11 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %12 = "stream.tensor.import"(%arg0, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13 = "stream.async.cast"(%12, %11, %11) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %14 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %15 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %16:2 = "stream.tensor.dispatch"(%4, %13, %3, %11, %14, %15) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 2, 2, 0, 2, 0>, operand_encodings = [tensor<4xf32>, tensor<4xf32>], result_encodings = [tensor<4xf32>, tensor<4xf32>], tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, !stream.resource<*>, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %17 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %18 = "stream.async.cast"(%16#0, %14, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %20 = "stream.async.cast"(%16#1, %15, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %15) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.async.cast"(%7, %6, %6) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %24 = "stream.async.transfer"(%16#1, %15, %15) <{source_affinity = #hal.device.affinity<@__device_0>, target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<variable>
    "util.global.store"(%24) <{global = @acc}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%15) <{global = @acc__size}> : (index) -> ()
    "util.global.store"(%17) <{global = @count}> : (i32) -> ()
    "util.return"(%19, %21, %17, %23) : (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

