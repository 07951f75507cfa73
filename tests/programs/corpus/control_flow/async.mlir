#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %86:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%86#0, %86#1, %86#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding):
        %76 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %77 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %78 = "arith.constant"() <{value = 0 : index}> : () -> index
        %79 = "stream.binding.subspan"(%arg34, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %80 = "stream.binding.subspan"(%arg35, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %81 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %82 = "tensor.empty"() : () -> tensor<4xf32>
        %83 = "linalg.generic"(%81, %82) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg36: f32, %arg37: f32):
          %84 = "arith.mulf"(%arg36, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %85 = "arith.addf"(%84, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%85) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %80) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32, sym_name = "main_dispatch_1_elementwise_4_f32", sym_visibility = "public"}> ({
      %75:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%75#0, %75#1, %75#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding):
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg30, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %70 = "stream.binding.subspan"(%arg31, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %72 = "tensor.empty"() : () -> tensor<4xf32>
        %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          %74 = "math.exp"(%arg32) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%74) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%73, %70) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %67:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%67#0, %67#1, %67#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg26: !stream.binding, %arg27: !stream.binding):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg26, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %62 = "stream.binding.subspan"(%arg27, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %64 = "tensor.empty"() : () -> tensor<4xf32>
        %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %66 = "arith.negf"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%66) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%65, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_4_f32, sym_name = "main_dispatch_3_elementwise_4_f32", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_4_f32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: !stream.binding):
        %50 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %51 = "arith.constant"() <{value = 0 : index}> : () -> index
        %52 = "stream.binding.subspan"(%arg22, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %53 = "stream.binding.subspan"(%arg23, %51) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%52) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %55 = "tensor.empty"() : () -> tensor<4xf32>
        %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          %57 = "math.absf"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %58 = "arith.addf"(%57, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %53) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_4_f32, sym_name = "main_dispatch_4_elementwise_4_f32", sym_visibility = "public"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_4_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %41 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %42 = "arith.constant"() <{value = 0 : index}> : () -> index
        %43 = "stream.binding.subspan"(%arg18, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %44 = "stream.binding.subspan"(%arg19, %42) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %46 = "tensor.empty"() : () -> tensor<4xf32>
        %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32):
          %48 = "arith.mulf"(%arg20, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "arith.index_cast"(%arg1) : (i32) -> index
    %12:2 = "scf.for"(%4, %11, %3, %10, %0) ({
    ^bb0(%arg14: index, %arg15: !stream.resource<external>, %arg16: !stream.timepoint):
      %38:2 = "stream.async.execute"(%arg15, %1, %1, %arg16) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg17: !stream.resource<external>):
        %39 = "stream.async.clone"(%arg17, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<transient>
        %40 = "stream.async.dispatch"(%39, %1, %4, %1, %1, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%40, %1) : (!stream.resource<external>, index) -> ()
      }) : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%38#0, %38#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }) : (index, index, index, !stream.resource<external>, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %13 = "arith.cmpi"(%arg2, %5) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %14:2 = "scf.if"(%13) ({
      %36:2 = "stream.async.execute"(%10, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg13: !stream.resource<external>):
        %37 = "stream.async.dispatch"(%arg13, %1, %4, %1, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%37, %1) : (!stream.resource<external>, index) -> ()
      }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%36#0, %36#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }, {
      %34:2 = "stream.async.execute"(%10, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg12: !stream.resource<external>):
        %35 = "stream.async.dispatch"(%arg12, %1, %4, %1, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%35, %1) : (!stream.resource<external>, index) -> ()
      }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%34#0, %34#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }) : (i1) -> (!stream.resource<external>, !stream.timepoint)
    %15:2 = "stream.async.execute"(%10, %1, %1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> ({
    ^bb0(%arg11: !stream.resource<external>):
      %33 = "stream.async.dispatch"(%arg11, %1, %4, %1, %1, %1) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, index, index, index) -> !stream.resource<external>
      "stream.yield"(%33, %1) : (!stream.resource<external>, index) -> ()
    }) : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %16:3 = "scf.while"(%15#0, %15#1, %5) ({
    ^bb0(%arg7: !stream.resource<external>, %arg8: !stream.timepoint, %arg9: i32):
      %27:2 = "stream.async.execute"(%arg7, %1, %2, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg10: !stream.resource<external>):
        %31 = "stream.async.slice"(%arg10, %1, %4, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
        %32 = "stream.async.transfer"(%31, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<staging>
        "stream.yield"(%32, %2) : (!stream.resource<staging>, index) -> ()
      }) : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<staging>, !stream.timepoint)
      %28 = "stream.timepoint.await"(%27#0, %2, %27#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
      %29 = "stream.async.load"(%28, %2, %4) : (!stream.resource<staging>, index, index) -> f32
      %30 = "arith.cmpf"(%29, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "scf.condition"(%30, %arg7, %arg8, %arg9) : (i1, !stream.resource<external>, !stream.timepoint, i32) -> ()
    }, {
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.timepoint, %arg5: i32):
      %23:2 = "stream.async.execute"(%arg3, %1, %1, %arg4) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> ({
      ^bb0(%arg6: !stream.resource<external>):
        %25 = "stream.async.clone"(%arg6, %1, %1) : (!stream.resource<external>, index, index) -> !stream.resource<transient>
        %26 = "stream.async.dispatch"(%25, %1, %4, %1, %1, %1) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<external>
        "stream.yield"(%26, %1) : (!stream.resource<external>, index) -> ()
      }) : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
      %24 = "arith.addi"(%arg5, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%23#0, %23#1, %24) : (!stream.resource<external>, !stream.timepoint, i32) -> ()
    }) : (!stream.resource<external>, !stream.timepoint, i32) -> (!stream.resource<external>, !stream.timepoint, i32)
    %17 = "stream.timepoint.await"(%12#0, %1, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%17, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.timepoint.await"(%14#0, %1, %14#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.timepoint.await"(%16#0, %1, %16#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %20, %22, %16#2) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>, %input1: i32, %input2: i32) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: tensor<4xf32>, %output3: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

