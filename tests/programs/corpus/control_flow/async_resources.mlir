#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_4_f32, sym_name = "main_dispatch_0_elementwise_4_f32", sym_visibility = "public"}> ({
      %79:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%79#0, %79#1, %79#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_4_f32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %69 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %70 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %71 = "arith.constant"() <{value = 0 : index}> : () -> index
        %72 = "stream.binding.subspan"(%arg25, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %73 = "stream.binding.subspan"(%arg26, %71) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %74 = "iree_tensor_ext.dispatch.tensor.load"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %75 = "tensor.empty"() : () -> tensor<4xf32>
        %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32):
          %77 = "arith.mulf"(%arg27, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %78 = "arith.addf"(%77, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%78) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%76, %73) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_4_f32, sym_name = "main_dispatch_1_elementwise_4_f32", sym_visibility = "public"}> ({
      %68:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%68#0, %68#1, %68#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_4_f32"}> ({
      ^bb0(%arg21: !stream.binding, %arg22: !stream.binding):
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg21, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %63 = "stream.binding.subspan"(%arg22, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %65 = "tensor.empty"() : () -> tensor<4xf32>
        %66 = "linalg.generic"(%64, %65) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          %67 = "math.exp"(%arg23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%67) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%66, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_elementwise_4_f32, sym_name = "main_dispatch_2_elementwise_4_f32", sym_visibility = "public"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_elementwise_4_f32"}> ({
      ^bb0(%arg17: !stream.binding, %arg18: !stream.binding):
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg17, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %55 = "stream.binding.subspan"(%arg18, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %56 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %57 = "tensor.empty"() : () -> tensor<4xf32>
        %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32):
          %59 = "arith.negf"(%arg19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%59) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%58, %55) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_elementwise_4_f32, sym_name = "main_dispatch_3_elementwise_4_f32", sym_visibility = "public"}> ({
      %52:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%52#0, %52#1, %52#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_elementwise_4_f32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding):
        %43 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %44 = "arith.constant"() <{value = 0 : index}> : () -> index
        %45 = "stream.binding.subspan"(%arg13, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %46 = "stream.binding.subspan"(%arg14, %44) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%45) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %48 = "tensor.empty"() : () -> tensor<4xf32>
        %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32):
          %50 = "math.absf"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %51 = "arith.addf"(%50, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%51) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%49, %46) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_4", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_4_elementwise_4_f32, sym_name = "main_dispatch_4_elementwise_4_f32", sym_visibility = "public"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_4_elementwise_4_f32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding):
        %34 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg9, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %37 = "stream.binding.subspan"(%arg10, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %39 = "tensor.empty"() : () -> tensor<4xf32>
        %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          %41 = "arith.mulf"(%arg11, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%40, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %1) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %0) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10 = "stream.async.cast"(%9, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %11 = "arith.index_cast"(%arg1) : (i32) -> index
    %12 = "scf.for"(%3, %11, %2, %10) ({
    ^bb0(%arg7: index, %arg8: !stream.resource<*>):
      %32 = "stream.async.transfer"(%arg8, %0, %0) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %33 = "stream.async.dispatch"(%32, %0, %3, %0, %0, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%33) : (!stream.resource<*>) -> ()
    }) : (index, index, index, !stream.resource<*>) -> !stream.resource<*>
    %13 = "arith.cmpi"(%arg2, %4) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %14 = "scf.if"(%13) ({
      %31 = "stream.async.dispatch"(%10, %0, %3, %0, %0, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%31) : (!stream.resource<*>) -> ()
    }, {
      %30 = "stream.async.dispatch"(%10, %0, %3, %0, %0, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%30) : (!stream.resource<*>) -> ()
    }) : (i1) -> !stream.resource<*>
    %15 = "stream.async.dispatch"(%10, %0, %3, %0, %0, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %16:2 = "scf.while"(%15, %4) ({
    ^bb0(%arg5: !stream.resource<*>, %arg6: i32):
      %26 = "stream.async.slice"(%arg5, %0, %3, %1, %1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %27 = "stream.async.transfer"(%26, %1, %1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %28 = "stream.async.load"(%27, %1, %3) : (!stream.resource<staging>, index, index) -> f32
      %29 = "arith.cmpf"(%28, %5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "scf.condition"(%29, %arg5, %arg6) : (i1, !stream.resource<*>, i32) -> ()
    }, {
    ^bb0(%arg3: !stream.resource<*>, %arg4: i32):
      %23 = "stream.async.transfer"(%arg3, %0, %0) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %24 = "stream.async.dispatch"(%23, %0, %3, %0, %0, %0) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
      %25 = "arith.addi"(%arg4, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%24, %25) : (!stream.resource<*>, i32) -> ()
    }) : (!stream.resource<*>, i32) -> (!stream.resource<*>, i32)
    %17 = "stream.async.cast"(%12, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%17, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %19 = "stream.async.cast"(%14, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %20 = "stream.tensor.export"(%19, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %21 = "stream.async.cast"(%16#0, %0, %0) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %22 = "stream.tensor.export"(%21, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18, %20, %22, %16#1) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>, %input1: i32, %input2: i32) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: tensor<4xf32>, %output3: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

