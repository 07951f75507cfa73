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
      ^bb0(%arg28: !stream.binding, %arg29: !stream.binding):
        %76 = "arith.constant"() <{value = 0 : index}> : () -> index
        %77 = "stream.binding.subspan"(%arg28, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %78 = "stream.binding.subspan"(%arg29, %76) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %79 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %80 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %81 = "iree_tensor_ext.dispatch.tensor.load"(%77) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %82 = "tensor.empty"() : () -> tensor<4xf32>
        %83 = "linalg.generic"(%81, %82) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          %84 = "arith.mulf"(%arg30, %79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %85 = "arith.addf"(%84, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%85) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%83, %78) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
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
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding):
        %68 = "arith.constant"() <{value = 0 : index}> : () -> index
        %69 = "stream.binding.subspan"(%arg24, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %70 = "stream.binding.subspan"(%arg25, %68) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %71 = "iree_tensor_ext.dispatch.tensor.load"(%69) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %72 = "tensor.empty"() : () -> tensor<4xf32>
        %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          %74 = "math.exp"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
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
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "stream.binding.subspan"(%arg20, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %62 = "stream.binding.subspan"(%arg21, %60) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %63 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %64 = "tensor.empty"() : () -> tensor<4xf32>
        %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          %66 = "arith.negf"(%arg22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
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
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg16, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %52 = "stream.binding.subspan"(%arg17, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %53 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %55 = "tensor.empty"() : () -> tensor<4xf32>
        %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          %57 = "math.absf"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %58 = "arith.addf"(%57, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%56, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
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
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding):
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg12, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %43 = "stream.binding.subspan"(%arg13, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %44 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %46 = "tensor.empty"() : () -> tensor<4xf32>
        %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          %48 = "arith.mulf"(%arg14, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%47, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, i32, i32) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    "hal.buffer_view.assert"(%arg0, %5, %6, %7) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %8 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %9 = "stream.tensor.import"(%arg0, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10 = "stream.async.cast"(%9, %8, %8) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %11 = "arith.index_cast"(%arg1) : (i32) -> index
    %12:2 = "scf.for"(%1, %11, %0, %10, %8) ({
    ^bb0(%arg9: index, %arg10: !stream.resource<*>, %arg11: index):
      %38 = "stream.async.transfer"(%arg10, %arg11, %arg11) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %39 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
      %40 = "stream.tensor.dispatch"(%38, %arg11, %39) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      "scf.yield"(%40, %39) : (!stream.resource<*>, index) -> ()
    }) : (index, index, index, !stream.resource<*>, index) -> (!stream.resource<*>, index)
    %13 = "arith.cmpi"(%arg2, %2) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %14:2 = "scf.if"(%13) ({
      %36 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
      %37 = "stream.tensor.dispatch"(%10, %8, %36) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      "scf.yield"(%37, %36) : (!stream.resource<*>, index) -> ()
    }, {
      %34 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
      %35 = "stream.tensor.dispatch"(%10, %8, %34) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_2::@main_dispatch_2_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      "scf.yield"(%35, %34) : (!stream.resource<*>, index) -> ()
    }) : (i1) -> (!stream.resource<*>, index)
    %15 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
    %16 = "stream.tensor.dispatch"(%10, %8, %15) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_3::@main_dispatch_3_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %17:3 = "scf.while"(%16, %15, %2) ({
    ^bb0(%arg6: !stream.resource<*>, %arg7: index, %arg8: i32):
      %28 = "arith.constant"() <{value = 1 : index}> : () -> index
      %29 = "stream.tensor.sizeof"() <{encoding = tensor<1xf32>}> : () -> index
      %30 = "stream.tensor.slice"(%arg6, %arg7, %1, %28, %29) <{operandSegmentSizes = array<i32: 1, 0, 1, 1, 1, 0, 1>, result_encoding = tensor<1xf32>, source_encoding = tensor<4xf32>}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
      %31 = "stream.async.transfer"(%30, %29, %29) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
      %32 = "stream.tensor.load"(%31, %29, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, source_encoding = tensor<1xf32>}> : (!stream.resource<staging>, index, index) -> f32
      %33 = "arith.cmpf"(%32, %3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
      "scf.condition"(%33, %arg6, %arg7, %arg8) : (i1, !stream.resource<*>, index, i32) -> ()
    }, {
    ^bb0(%arg3: !stream.resource<*>, %arg4: index, %arg5: i32):
      %24 = "stream.async.transfer"(%arg3, %arg4, %arg4) <{target_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %25 = "stream.tensor.sizeof"() <{affinity = #hal.device.affinity<@__device_0>, encoding = tensor<4xf32>}> : () -> index
      %26 = "stream.tensor.dispatch"(%24, %arg4, %25) <{affinity = #hal.device.affinity<@__device_0>, entry_points = [@main_dispatch_4::@main_dispatch_4_elementwise_4_f32], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
      %27 = "arith.addi"(%arg5, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%26, %25, %27) : (!stream.resource<*>, index, i32) -> ()
    }) : (!stream.resource<*>, index, i32) -> (!stream.resource<*>, index, i32)
    %18 = "stream.async.cast"(%12#0, %12#1, %12#1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %19 = "stream.tensor.export"(%18, %12#1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %20 = "stream.async.cast"(%14#0, %14#1, %14#1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %14#1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.async.cast"(%17#0, %17#1, %17#1) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<*>, index, index) -> !stream.resource<external>
    %23 = "stream.tensor.export"(%22, %17#1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%19, %21, %23, %17#2) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, i32) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>, %input1: i32, %input2: i32) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: tensor<4xf32>, %output3: i32)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

