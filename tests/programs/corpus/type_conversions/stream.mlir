#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32xi32, sym_name = "main_dispatch_0_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %97:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%97#0, %97#1, %97#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32xi32"}> ({
      ^bb0(%arg29: !stream.binding, %arg30: !stream.binding):
        %90 = "arith.constant"() <{value = 0 : index}> : () -> index
        %91 = "stream.binding.subspan"(%arg29, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %92 = "stream.binding.subspan"(%arg30, %90) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %93 = "iree_tensor_ext.dispatch.tensor.load"(%91) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %94 = "tensor.empty"() : () -> tensor<6xi32>
        %95 = "linalg.generic"(%93, %94) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg31: f32, %arg32: i32):
          %96 = "arith.fptosi"(%arg31) : (f32) -> i32
          "linalg.yield"(%96) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%95, %92) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i8xf32, sym_name = "main_dispatch_1_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %89:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%89#0, %89#1, %89#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i8xf32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %81 = "arith.constant"() <{value = 0 : index}> : () -> index
        %82 = "arith.constant"() <{value = 64 : index}> : () -> index
        %83 = "stream.binding.subspan"(%arg25, %81) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %84 = "stream.binding.subspan"(%arg26, %82) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %85 = "iree_tensor_ext.dispatch.tensor.load"(%83) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %86 = "tensor.empty"() : () -> tensor<6xf32>
        %87 = "linalg.generic"(%85, %86) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: i8, %arg28: f32):
          %88 = "arith.sitofp"(%arg27) : (i8) -> f32
          "linalg.yield"(%88) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%87, %84) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_6_i8xf32, sym_name = "main_dispatch_2_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %80:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%80#0, %80#1, %80#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_6_i8xf32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %72 = "arith.constant"() <{value = 0 : index}> : () -> index
        %73 = "arith.constant"() <{value = 128 : index}> : () -> index
        %74 = "stream.binding.subspan"(%arg21, %72) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %75 = "stream.binding.subspan"(%arg22, %73) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %76 = "iree_tensor_ext.dispatch.tensor.load"(%74) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %77 = "tensor.empty"() : () -> tensor<6xf32>
        %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: i8, %arg24: f32):
          %79 = "arith.uitofp"(%arg23) : (i8) -> f32
          "linalg.yield"(%79) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%78, %75) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_6_i8xi16, sym_name = "main_dispatch_3_elementwise_6_i8xi16", sym_visibility = "public"}> ({
      %71:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%71#0, %71#1, %71#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_6_i8xi16"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding):
        %63 = "arith.constant"() <{value = 0 : index}> : () -> index
        %64 = "arith.constant"() <{value = 192 : index}> : () -> index
        %65 = "stream.binding.subspan"(%arg17, %63) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %66 = "stream.binding.subspan"(%arg18, %64) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%65) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %68 = "tensor.empty"() : () -> tensor<6xi16>
        %69 = "linalg.generic"(%67, %68) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: i8, %arg20: i16):
          %70 = "arith.extui"(%arg19) : (i8) -> i16
          "linalg.yield"(%70) : (i16) -> ()
        }) : (tensor<6xi8>, tensor<6xi16>) -> tensor<6xi16>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %66) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_6_i8xi64, sym_name = "main_dispatch_4_elementwise_6_i8xi64", sym_visibility = "public"}> ({
      %62:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%62#0, %62#1, %62#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_6_i8xi64"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding):
        %52 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "arith.constant"() <{value = 256 : index}> : () -> index
        %55 = "stream.binding.subspan"(%arg13, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %56 = "stream.binding.subspan"(%arg14, %54) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        %57 = "iree_tensor_ext.dispatch.tensor.load"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %58 = "tensor.empty"() : () -> tensor<6xi64>
        %59 = "linalg.generic"(%57, %58) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: i8, %arg16: i64):
          %60 = "arith.extsi"(%arg15) : (i8) -> i64
          %61 = "arith.muli"(%60, %52) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          "linalg.yield"(%61) : (i64) -> ()
        }) : (tensor<6xi8>, tensor<6xi64>) -> tensor<6xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%59, %56) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_6_f32xi32, sym_name = "main_dispatch_5_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %51:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%51#0, %51#1, %51#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_6_f32xi32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %43 = "arith.constant"() <{value = 0 : index}> : () -> index
        %44 = "arith.constant"() <{value = 320 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg9, %43) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %46 = "stream.binding.subspan"(%arg10, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %48 = "tensor.empty"() : () -> tensor<6xi32>
        %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: i32):
          %50 = "arith.bitcast"(%arg11) : (f32) -> i32
          "linalg.yield"(%50) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_6_f32xf16, sym_name = "main_dispatch_6_elementwise_6_f32xf16", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{arg_attrs = [{stream.alignment = 64 : index}, {stream.alignment = 64 : index}], function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_6_f32xf16"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "arith.constant"() <{value = 384 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg5, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %37 = "stream.binding.subspan"(%arg6, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %39 = "tensor.empty"() : () -> tensor<6xf16>
        %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f16):
          %41 = "arith.truncf"(%arg7) : (f32) -> f16
          "linalg.yield"(%41) : (f16) -> ()
        }) : (tensor<6xf32>, tensor<6xf16>) -> tensor<6xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>) -> ()
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
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %0, %11, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %0, %11, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %0, %11, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_6_i8xi16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg3, %arg4, %11, %1, %0, %0, %11, %1) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_6_i8xi64], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg2, %arg4, %10, %1, %0, %0, %10, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_6_f32xf16], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
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

