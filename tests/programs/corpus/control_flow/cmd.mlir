#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %96:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%96#0, %96#1, %96#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg43: !stream.binding, %arg44: !stream.binding):
        %86 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %87 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %88 = "arith.constant"() <{value = 0 : index}> : () -> index
        %89 = "stream.binding.subspan"(%arg43, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %90 = "stream.binding.subspan"(%arg44, %88) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %91 = "iree_tensor_ext.dispatch.tensor.load"(%89) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %92 = "tensor.empty"() : () -> tensor<4xf32>
        %93 = "linalg.generic"(%91, %92) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg45: f32, %arg46: f32):
          %94 = "arith.mulf"(%arg45, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %95 = "arith.addf"(%94, %86) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%95) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%93, %90) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32, sym_name = "main_dispatch_1_elementwise_4_f32", sym_visibility = "public"}> ({
      %85:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%85#0, %85#1, %85#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32"}> ({
      ^bb0(%arg39: !stream.binding, %arg40: !stream.binding):
        %78 = "arith.constant"() <{value = 0 : index}> : () -> index
        %79 = "stream.binding.subspan"(%arg39, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %80 = "stream.binding.subspan"(%arg40, %78) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %81 = "iree_tensor_ext.dispatch.tensor.load"(%79) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %82 = "tensor.empty"() : () -> tensor<4xf32>
        %83 = "linalg.generic"(%81, %82) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg41: f32, %arg42: f32):
          %84 = "math.exp"(%arg41) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%84) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %80) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg35: !stream.binding, %arg36: !stream.binding):
        %70 = "arith.constant"() <{value = 0 : index}> : () -> index
        %71 = "stream.binding.subspan"(%arg35, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %72 = "stream.binding.subspan"(%arg36, %70) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %73 = "iree_tensor_ext.dispatch.tensor.load"(%71) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %74 = "tensor.empty"() : () -> tensor<4xf32>
        %75 = "linalg.generic"(%73, %74) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32):
          %76 = "arith.negf"(%arg37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%76) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%75, %72) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_4_f32, sym_name = "main_dispatch_3_elementwise_4_f32", sym_visibility = "public"}> ({
      %69:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%69#0, %69#1, %69#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_4_f32"}> ({
      ^bb0(%arg31: !stream.binding, %arg32: !stream.binding):
        %60 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg31, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %63 = "stream.binding.subspan"(%arg32, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %65 = "tensor.empty"() : () -> tensor<4xf32>
        %66 = "linalg.generic"(%64, %65) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg33: f32, %arg34: f32):
          %67 = "math.absf"(%arg33) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %68 = "arith.addf"(%67, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%68) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_4_f32, sym_name = "main_dispatch_4_elementwise_4_f32", sym_visibility = "public"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_4_f32"}> ({
      ^bb0(%arg27: !stream.binding, %arg28: !stream.binding):
        %51 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %52 = "arith.constant"() <{value = 0 : index}> : () -> index
        %53 = "stream.binding.subspan"(%arg27, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %54 = "stream.binding.subspan"(%arg28, %52) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %55 = "iree_tensor_ext.dispatch.tensor.load"(%53) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %56 = "tensor.empty"() : () -> tensor<4xf32>
        %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg29: f32, %arg30: f32):
          %58 = "arith.mulf"(%arg29, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %54) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    %2 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "hal.element_type"() <{type = f32}> : () -> i32
    %10 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %9, %10, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %11 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12 = "arith.index_cast"(%arg1) : (i32) -> index
    %13:2 = "scf.for"(%0, %12, %5, %11, %2) ({
    ^bb0(%arg21: index, %arg22: !stream.resource<external>, %arg23: !stream.timepoint):
      %45:2 = "stream.resource.alloca"(%3, %arg23) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
      %46:2 = "stream.resource.alloca"(%1, %arg23) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %47 = "stream.timepoint.join"(%arg23, %45#1, %46#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %48 = "stream.cmd.execute"(%arg22, %45#0, %46#0, %3, %3, %1, %47) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
      ^bb0(%arg24: !stream.resource<external>, %arg25: !stream.resource<external>, %arg26: !stream.resource<transient>):
        "stream.cmd.copy"(%arg24, %3, %0, %arg26, %1, %0, %3) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg26, %arg25, %1, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
      %49 = "stream.resource.dealloca"(%46#0, %1, %48) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %50 = "stream.timepoint.join"(%49, %48) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%45#0, %50) : (!stream.resource<external>, !stream.timepoint) -> ()
    }) : (index, index, index, !stream.resource<external>, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %14 = "arith.cmpi"(%arg2, %6) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %15:2 = "scf.if"(%14) ({
      %43:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %44 = "stream.cmd.execute"(%11, %43#0, %3, %3, %43#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
      ^bb0(%arg19: !stream.resource<external>, %arg20: !stream.resource<external>):
        "stream.cmd.dispatch"(%arg19, %arg20, %3, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%43#0, %44) : (!stream.resource<external>, !stream.timepoint) -> ()
    }, {
      %41:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %42 = "stream.cmd.execute"(%11, %41#0, %3, %3, %41#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
      ^bb0(%arg17: !stream.resource<external>, %arg18: !stream.resource<external>):
        "stream.cmd.dispatch"(%arg17, %arg18, %3, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
      "scf.yield"(%41#0, %42) : (!stream.resource<external>, !stream.timepoint) -> ()
    }) : (i1) -> (!stream.resource<external>, !stream.timepoint)
    %16:2 = "stream.resource.alloca"(%3) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %17 = "stream.cmd.execute"(%11, %16#0, %3, %3, %16#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg15: !stream.resource<external>, %arg16: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg15, %arg16, %3, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> !stream.timepoint
    %18:3 = "scf.while"(%16#0, %17, %6) ({
    ^bb0(%arg9: !stream.resource<external>, %arg10: !stream.timepoint, %arg11: i32):
      %32:2 = "stream.resource.alloca"(%4, %arg10) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<staging>, !stream.timepoint)
      %33:2 = "stream.resource.alloca"(%1, %arg10) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %34 = "stream.timepoint.join"(%arg10, %32#1, %33#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %35 = "stream.cmd.execute"(%arg9, %32#0, %33#0, %3, %4, %1, %34) <{operandSegmentSizes = array<i32: 3, 3, 1>}> ({
      ^bb0(%arg12: !stream.resource<external>, %arg13: !stream.resource<staging>, %arg14: !stream.resource<transient>):
        "stream.cmd.copy"(%arg12, %3, %0, %arg14, %1, %0, %4) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
        "stream.cmd.copy"(%arg14, %1, %0, %arg13, %4, %0, %4) : (!stream.resource<transient>, index, index, !stream.resource<staging>, index, index, index) -> ()
        "stream.cmd.flush"(%arg13, %4, %0, %4) : (!stream.resource<staging>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<external>, !stream.resource<staging>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
      %36 = "stream.resource.dealloca"(%33#0, %1, %35) : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %37 = "stream.timepoint.join"(%36, %35) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %38 = "stream.timepoint.await"(%32#0, %4, %37) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
      %39 = "stream.resource.load"(%38, %4, %0) : (!stream.resource<staging>, index, index) -> f32
      %40 = "arith.cmpf"(%39, %7) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "scf.condition"(%40, %arg9, %arg10, %arg11) : (i1, !stream.resource<external>, !stream.timepoint, i32) -> ()
    }, {
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.timepoint, %arg5: i32):
      %25:2 = "stream.resource.alloca"(%3, %arg4) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
      %26:2 = "stream.resource.alloca"(%1, %arg4) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
      %27 = "stream.timepoint.join"(%arg4, %25#1, %26#1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %28 = "stream.cmd.execute"(%arg3, %25#0, %26#0, %3, %3, %1, %27) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
      ^bb0(%arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<transient>):
        "stream.cmd.copy"(%arg6, %3, %0, %arg8, %1, %0, %3) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
        "stream.cmd.dispatch"(%arg8, %arg7, %1, %3, %0, %0, %3, %3) <{entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, !stream.timepoint) -> !stream.timepoint
      %29 = "stream.resource.dealloca"(%26#0, %1, %28) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
      %30 = "stream.timepoint.join"(%29, %28) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
      %31 = "arith.addi"(%arg5, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%25#0, %30, %31) : (!stream.resource<external>, !stream.timepoint, i32) -> ()
    }) : (!stream.resource<external>, !stream.timepoint, i32) -> (!stream.resource<external>, !stream.timepoint, i32)
    %19 = "stream.timepoint.await"(%13#0, %3, %13#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.timepoint.await"(%15#0, %3, %15#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.timepoint.await"(%18#0, %3, %18#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %24 = "stream.tensor.export"(%23, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%20, %22, %24, %18#2) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>, %input1: i32, %input2: i32) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: tensor<4xf32>, %output3: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

