#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_6_f32xi32, sym_name = "main_dispatch_0_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %84:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%84#0, %84#1, %84#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_6_f32xi32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %77 = "arith.constant"() <{value = 0 : index}> : () -> index
        %78 = "stream.binding.subspan"(%arg30, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %79 = "stream.binding.subspan"(%arg31, %77) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %80 = "iree_tensor_ext.dispatch.tensor.load"(%78) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %81 = "tensor.empty"() : () -> tensor<6xi32>
        %82 = "linalg.generic"(%80, %81) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: i32):
          %83 = "arith.fptosi"(%arg32) : (f32) -> i32
          "linalg.yield"(%83) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%82, %79) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_6_i8xf32, sym_name = "main_dispatch_1_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %76:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%76#0, %76#1, %76#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_6_i8xf32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %69 = "arith.constant"() <{value = 0 : index}> : () -> index
        %70 = "stream.binding.subspan"(%arg26, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %71 = "stream.binding.subspan"(%arg27, %69) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %72 = "iree_tensor_ext.dispatch.tensor.load"(%70) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %73 = "tensor.empty"() : () -> tensor<6xf32>
        %74 = "linalg.generic"(%72, %73) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: i8, %arg29: f32):
          %75 = "arith.sitofp"(%arg28) : (i8) -> f32
          "linalg.yield"(%75) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%74, %71) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_6_i8xf32, sym_name = "main_dispatch_2_elementwise_6_i8xf32", sym_visibility = "public"}> ({
      %68:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%68#0, %68#1, %68#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_6_i8xf32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg22, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %63 = "stream.binding.subspan"(%arg23, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %65 = "tensor.empty"() : () -> tensor<6xf32>
        %66 = "linalg.generic"(%64, %65) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: i8, %arg25: f32):
          %67 = "arith.uitofp"(%arg24) : (i8) -> f32
          "linalg.yield"(%67) : (f32) -> ()
        }) : (tensor<6xi8>, tensor<6xf32>) -> tensor<6xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_6_i8xi16, sym_name = "main_dispatch_3_elementwise_6_i8xi16", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_6_i8xi16"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg18, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %55 = "stream.binding.subspan"(%arg19, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %57 = "tensor.empty"() : () -> tensor<6xi16>
        %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: i8, %arg21: i16):
          %59 = "arith.extui"(%arg20) : (i8) -> i16
          "linalg.yield"(%59) : (i16) -> ()
        }) : (tensor<6xi8>, tensor<6xi16>) -> tensor<6xi16>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_6_i8xi64, sym_name = "main_dispatch_4_elementwise_6_i8xi64", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_6_i8xi64"}> ({
      ^bb0(%arg14: !stream.binding, %arg15: !stream.binding):
        %43 = "arith.constant"() <{value = 4294967296 : i64}> : () -> i64
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg14, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %46 = "stream.binding.subspan"(%arg15, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>) -> tensor<6xi8>
        %48 = "tensor.empty"() : () -> tensor<6xi64>
        %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: i8, %arg17: i64):
          %50 = "arith.extsi"(%arg16) : (i8) -> i64
          %51 = "arith.muli"(%50, %43) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
          "linalg.yield"(%51) : (i64) -> ()
        }) : (tensor<6xi8>, tensor<6xi64>) -> tensor<6xi64>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi64>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_5", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_5_elementwise_6_f32xi32, sym_name = "main_dispatch_5_elementwise_6_f32xi32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_5_elementwise_6_f32xi32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding):
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg10, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %37 = "stream.binding.subspan"(%arg11, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %39 = "tensor.empty"() : () -> tensor<6xi32>
        %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg12: f32, %arg13: i32):
          %41 = "arith.bitcast"(%arg12) : (f32) -> i32
          "linalg.yield"(%41) : (i32) -> ()
        }) : (tensor<6xf32>, tensor<6xi32>) -> tensor<6xi32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xi32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_6", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_6_elementwise_6_f32xf16, sym_name = "main_dispatch_6_elementwise_6_f32xf16", sym_visibility = "public"}> ({
      %34:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%34#0, %34#1, %34#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_6_elementwise_6_f32xf16"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding):
        %27 = "arith.constant"() <{value = 0 : index}> : () -> index
        %28 = "stream.binding.subspan"(%arg6, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %29 = "stream.binding.subspan"(%arg7, %27) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>) -> tensor<6xf32>
        %31 = "tensor.empty"() : () -> tensor<6xf16>
        %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg8: f32, %arg9: f16):
          %33 = "arith.truncf"(%arg8) : (f32) -> f16
          "linalg.yield"(%33) : (f16) -> ()
        }) : (tensor<6xf32>, tensor<6xf16>) -> tensor<6xf16>
        "iree_tensor_ext.dispatch.tensor.store"(%32, %29) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 6>, static_strides = array<i64: 1>}> : (tensor<6xf16>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 48 : index}> : () -> index
    %1 = "arith.constant"() <{value = 12 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 24 : index}> : () -> index
    %4 = "arith.constant"() <{value = 6 : index}> : () -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %8 = "hal.element_type"() <{type = i8}> : () -> i32
    "hal.buffer_view.assert"(%arg1, %8, %6, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %9 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<6xi8>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10:8 = "stream.async.execute"(%7, %9, %3, %4, %3, %3, %3, %1, %0, %3, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 7, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
      %19:7 = "stream.async.concurrent"(%arg2, %arg3, %3, %4, %3, %3, %3, %1, %0, %3, %1) <{operandSegmentSizes = array<i32: 2, 2, 7>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>):
        %20 = "stream.async.dispatch"(%arg4, %3, %2, %3, %3, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %21 = "stream.async.dispatch"(%arg5, %4, %2, %4, %4, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %22 = "stream.async.dispatch"(%arg5, %4, %2, %4, %4, %3) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_6_i8xf32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %23 = "stream.async.dispatch"(%arg5, %4, %2, %4, %4, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_6_i8xi16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %24 = "stream.async.dispatch"(%arg5, %4, %2, %4, %4, %0) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_6_i8xi64], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %25 = "stream.async.dispatch"(%arg4, %3, %2, %3, %3, %3) <{entry_points = [@main_dispatch_5::@main_dispatch_5_elementwise_6_f32xi32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %26 = "stream.async.dispatch"(%arg4, %3, %2, %3, %3, %1) <{entry_points = [@main_dispatch_6::@main_dispatch_6_elementwise_6_f32xf16], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%20, %21, %22, %23, %24, %25, %26, %3, %3, %3, %1, %0, %3, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%19#0, %19#1, %19#2, %19#3, %19#4, %19#5, %19#6, %3, %3, %3, %1, %0, %3, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index) -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %11:7 = "stream.timepoint.await"(%10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %3, %3, %3, %1, %0, %3, %1, %10#7) <{operandSegmentSizes = array<i32: 7, 7, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %12 = "stream.tensor.export"(%11#0, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %13 = "stream.tensor.export"(%11#1, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %14 = "stream.tensor.export"(%11#2, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %15 = "stream.tensor.export"(%11#3, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %16 = "stream.tensor.export"(%11#4, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi64>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %17 = "stream.tensor.export"(%11#5, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xi32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %18 = "stream.tensor.export"(%11#6, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<6xf16>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%12, %13, %14, %15, %16, %17, %18) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>, %input1: tensor<6xi8>) -> (%output0: tensor<6xi32>, %output1: tensor<6xf32>, %output2: tensor<6xf32>, %output3: tensor<6xi16>, %output4: tensor<6xi64>, %output5: tensor<6xi32>, %output6: tensor<6xf16>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

