#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_8_f32, sym_name = "main_dispatch_0_elementwise_8_f32", sym_visibility = "public"}> ({
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_8_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding):
        %57 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %58 = "arith.constant"() <{value = 0 : index}> : () -> index
        %59 = "stream.binding.subspan"(%arg20, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %60 = "stream.binding.subspan"(%arg21, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %61 = "stream.binding.subspan"(%arg22, %58) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %62 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %63 = "tensor.empty"() : () -> tensor<8xf32>
        %64:2 = "linalg.generic"(%62, %63, %63) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
        ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
          %65 = "math.absf"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %66 = "arith.addf"(%65, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %67 = "math.exp"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %68 = "math.log"(%66) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %69 = "arith.addf"(%67, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%66, %69) : (f32, f32) -> ()
        }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%64#0, %60) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%64#1, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_8_f32, sym_name = "main_dispatch_1_elementwise_8_f32", sym_visibility = "public"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_8_f32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %47 = "arith.constant"() <{value = 0 : index}> : () -> index
        %48 = "stream.binding.subspan"(%arg16, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %49 = "stream.binding.subspan"(%arg17, %47) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %50 = "iree_tensor_ext.dispatch.tensor.load"(%48) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %51 = "tensor.empty"() : () -> tensor<8xf32>
        %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          %53 = "math.tanh"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %54 = "math.erf"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %55 = "arith.addf"(%53, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%52, %49) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_8_f32, sym_name = "main_dispatch_2_elementwise_8_f32", sym_visibility = "public"}> ({
      %46:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%46#0, %46#1, %46#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_8_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding):
        %33 = "arith.constant"() <{value = 0 : index}> : () -> index
        %34 = "stream.binding.subspan"(%arg10, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %35 = "stream.binding.subspan"(%arg11, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %36 = "stream.binding.subspan"(%arg12, %33) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%34) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %39 = "tensor.empty"() : () -> tensor<8xf32>
        %40 = "linalg.generic"(%37, %38, %39) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %41 = "math.cos"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %42 = "math.sin"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %43 = "arith.mulf"(%42, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %44 = "math.rsqrt"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %45 = "arith.addf"(%43, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%45) : (f32) -> ()
        }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %36) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_8_f32, sym_name = "main_dispatch_3_elementwise_8_f32", sym_visibility = "public"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_8_f32"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding):
        %17 = "arith.constant"() <{value = 0 : index}> : () -> index
        %18 = "stream.binding.subspan"(%arg4, %17) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %19 = "stream.binding.subspan"(%arg5, %17) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %20 = "stream.binding.subspan"(%arg6, %17) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %21 = "iree_tensor_ext.dispatch.tensor.load"(%18) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %22 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %23 = "tensor.empty"() : () -> tensor<8xf32>
        %24 = "linalg.generic"(%21, %22, %23) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
          %25 = "math.roundeven"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %26 = "math.ceil"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %27 = "math.floor"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %28 = "arith.cmpf"(%arg7, %27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
          %29 = "arith.select"(%28, %26, %25) : (i1, f32, f32) -> f32
          %30 = "math.powf"(%arg8, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %31 = "arith.divf"(%29, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%31) : (f32) -> ()
        }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%24, %20) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (tensor<8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "hal.element_type"() <{type = f32}> : () -> i32
    %4 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %3, %4, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %5 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %6:5 = "stream.async.execute"(%5, %1, %1, %1, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 4, 0>, tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
    ^bb0(%arg1: !stream.resource<external>):
      %12:2 = "stream.async.dispatch"(%arg1, %1, %0, %1, %1, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_8_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<external>, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.resource<external>)
      %13:3 = "stream.async.concurrent"(%arg1, %12#0, %1, %1, %1, %1, %1) <{operandSegmentSizes = array<i32: 2, 2, 3>, tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
      ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<transient>):
        %14 = "stream.async.dispatch"(%arg2, %1, %0, %1, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_8_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        %15 = "stream.async.dispatch"(%arg2, %arg3, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        %16 = "stream.async.dispatch"(%arg2, %arg3, %1, %1, %0, %0, %1, %1, %1, %1, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_8_f32], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%14, %15, %16, %1, %1, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index) -> ()
      }) : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
      "stream.yield"(%12#1, %13#0, %13#1, %13#2, %1, %1, %1, %1) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index) -> ()
    }) : (!stream.resource<external>, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %7:4 = "stream.timepoint.await"(%6#0, %6#1, %6#2, %6#3, %1, %1, %1, %1, %6#4) <{operandSegmentSizes = array<i32: 4, 4, 1>}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>)
    %8 = "stream.tensor.export"(%7#0, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %9 = "stream.tensor.export"(%7#1, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %10 = "stream.tensor.export"(%7#2, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %11 = "stream.tensor.export"(%7#3, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%8, %9, %10, %11) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xf32>) -> (%output0: tensor<8xf32>, %output1: tensor<8xf32>, %output2: tensor<8xf32>, %output3: tensor<8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

