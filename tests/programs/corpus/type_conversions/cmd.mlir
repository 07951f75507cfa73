#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32xi32, sym_name = "main_dispatch_0_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %91:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%91#0, %91#1, %91#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32xi32"}> ({
      ^bb0(%arg29: !stream.binding, %arg30: !stream.binding):
        %84 = "arith.constant"() <{value = 0 : index}> : () -> index
        %85 = "stream.binding.subspan"(%arg29, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %86 = "stream.binding.subspan"(%arg30, %84) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %87 = "iree_tensor_ext.dispatch.tensor.load"(%85) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %88 = "tensor.empty"() : () -> tensor<6xi32>
        %89 = "linalg.generic"(%87, %88) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: i32):
          %90 = "arith.fptosi"(%arg31) : (f32) -> i32
          "linalg.yield"(%90) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%89, %86) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i8xf32, sym_name = "main_dispatch_1_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %83:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%83#0, %83#1, %83#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i8xf32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %76 = "arith.constant"() <{value = 0 : index}> : () -> index
        %77 = "stream.binding.subspan"(%arg25, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %78 = "stream.binding.subspan"(%arg26, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %79 = "iree_tensor_ext.dispatch.tensor.load"(%77) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %80 = "tensor.empty"() : () -> tensor<6xf32>
        %81 = "linalg.generic"(%79, %80) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: i8, %arg28: f32):
          %82 = "arith.sitofp"(%arg27) : (i8) -> f32
          "linalg.yield"(%82) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%81, %78) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_6_i8xf32, sym_name = "main_dispatch_2_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %75:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%75#0, %75#1, %75#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_6_i8xf32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg21, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %70 = "stream.binding.subspan"(%arg22, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %72 = "tensor.empty"() : () -> tensor<6xf32>
        %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: i8, %arg24: f32):
          %74 = "arith.uitofp"(%arg23) : (i8) -> f32
          "linalg.yield"(%74) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%73, %70) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_6_i8xi16, sym_name = "main_dispatch_3_elementwise_6_i8xi16", sym_visibility = "public"}> ({
      %67:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%67#0, %67#1, %67#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_6_i8xi16"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg17, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %62 = "stream.binding.subspan"(%arg18, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %64 = "tensor.empty"() : () -> tensor<6xi16>
        %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: i8, %arg20: i16):
          %66 = "arith.extui"(%arg19) : (i8) -> i16
          "linalg.yield"(%66) : (i16) -> ()
        }) : (tensor<6xi8>, tensor<6xi16>) -> tensor<6xi16>
        "iree_tensor_ext.dispatch.tensor.store"(%65, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_6_i8xi64, sym_name = "main_dispatch_4_elementwise_6_i8xi64", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_6_i8xi64"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding):
        %50 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg13, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %53 = "stream.binding.subspan"(%arg14, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %55 = "tensor.empty"() : () -> tensor<6xi64>
        %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: i8, %arg16: i64):
          %57 = "arith.extsi"(%arg15) : (i8) -> i64
          %58 = "arith.muli"(%57, %50) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          "linalg.yield"(%58) : (i64) -> ()
        }) : (tensor<6xi8>, tensor<6xi64>) -> tensor<6xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_6_f32xi32, sym_name = "main_dispatch_5_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_6_f32xi32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg9, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %44 = "stream.binding.subspan"(%arg10, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %46 = "tensor.empty"() : () -> tensor<6xi32>
        %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: i32):
          %48 = "arith.bitcast"(%arg11) : (f32) -> i32
          "linalg.yield"(%48) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_6_f32xf16, sym_name = "main_dispatch_6_elementwise_6_f32xf16", sym_visibility = "public"}> ({
      %41:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%41#0, %41#1, %41#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_6_f32xf16"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg5, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %36 = "stream.binding.subspan"(%arg6, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %38 = "tensor.empty"() : () -> tensor<6xf16>
        %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f16):
          %40 = "arith.truncf"(%arg7) : (f32) -> f16
          "linalg.yield"(%40) : (f16) -> ()
        }) : (tensor<6xf32>, tensor<6xf16>) -> tensor<6xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%39, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 448 : index}> : () -> index
    %2 = "arith.constant"() <{value = 384 : index}> : () -> index
    %3 = "arith.constant"() <{value = 320 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "arith.constant"() <{value = 192 : index}> : () -> index
    %6 = "arith.constant"() <{value = 128 : index}> : () -> index
    %7 = "arith.constant"() <{value = 64 : index}> : () -> index
    %8 = "arith.constant"() <{value = 48 : index}> : () -> index
    %9 = "arith.constant"() <{value = 12 : index}> : () -> index
    %10 = "arith.constant"() <{value = 24 : index}> : () -> index
    %11 = "arith.constant"() <{value = 6 : index}> : () -> index
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg0, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %15, %13, %11) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %16 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %17:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %18 = "stream.cmd.execute"(%14, %16, %17#0, %10, %11, %1, %17#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %10) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %7, %11, %10) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %6, %11, %10) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %5, %11, %9) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_6_i8xi16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %4, %11, %8) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_6_i8xi64], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %3, %10, %10) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %2, %10, %9) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_6_f32xf16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.timepoint.await"(%17#0, %1, %18) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%19, %1, %0, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.resource.subview"(%19, %1, %7, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %22 = "stream.resource.subview"(%19, %1, %6, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %23 = "stream.resource.subview"(%19, %1, %5, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%19, %1, %4, %8) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%19, %1, %3, %10) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.resource.subview"(%19, %1, %2, %9) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %27 = "stream.tensor.export"(%20, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%21, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %29 = "stream.tensor.export"(%22, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %30 = "stream.tensor.export"(%23, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %31 = "stream.tensor.export"(%24, %8) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %32 = "stream.tensor.export"(%25, %10) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %33 = "stream.tensor.export"(%26, %9) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%27, %28, %29, %30, %31, %32, %33) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>, %input1: tensor<6xi8>) -> (%output0: tensor<6xi32>, %output1: tensor<6xf32>, %output2: tensor<6xf32>, %output3: tensor<6xi16>, %output4: tensor<6xi64>, %output5: tensor<6xi32>, %output6: tensor<6xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

