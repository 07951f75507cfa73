#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_transpose_6x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_transpose_6x4_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [6, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<6x4xf32>
        %3 = tensor.empty() : tensor<4x6xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<6x4xf32>) outs(%3 : tensor<4x6xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x6xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [4, 6], strides = [1, 1] : tensor<4x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0], sizes = [2, 2], strides = [3, 2] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_slow_memcpy(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0], sizes = [2, 2], strides = [3, 2] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<2x2xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [1, 2], sizes = [2, 2], strides = [1, 2] : tensor<2x2xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_broadcast_24_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_broadcast_24_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        %c6 = arith.constant 6 : index
        %c3 = arith.constant 3 : index
        %c5 = arith.constant 5 : index
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [6, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>> -> tensor<6x4xf32>
        %3 = tensor.empty() : tensor<24xf32>
        %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<24xf32>) {
        ^bb0(%out: f32):
          %5 = linalg.index 0 : index
          %6 = arith.remsi %5, %c6 : index
          %7 = arith.divsi %5, %c6 : index
          %8 = arith.subi %c3, %7 : index
          %9 = arith.subi %c5, %6 : index
          %extracted = tensor.extract %2[%9, %8] : tensor<6x4xf32>
          linalg.yield %extracted : f32
        } -> tensor<24xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [24], strides = [1] : tensor<24xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<24xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x3x4xf32>) -> (%output0: tensor<4x2x3xf32>, %output1: tensor<6x4xf32>, %output2: tensor<3x8xf32>, %output3: tensor<2x2xf32>, %output4: tensor<4x6xf32>, %output5: tensor<4x6xf32>, %output6: tensor<2x12xf32>)"}} {
    %c2 = arith.constant 2 : index
    %c20 = arith.constant 20 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 9.000000e+00 : f32
    %cst_0 = arith.constant -1.000000e+00 : f32
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c2_1 = arith.constant 2 : index
    %c3_2 = arith.constant 3 : index
    %c4_3 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2_1, %c3_2, %c4_3]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x3x4xf32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3x4xf32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<6x4xf32> : index
    %4 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %2 : tensor<2x3x4xf32> in !stream.resource<*>{%0} -> tensor<6x4xf32> in !stream.resource<*>{%3}
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x6xf32> : index
    %6 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_transpose_6x4_f32(%4) : (tensor<6x4xf32> in !stream.resource<*>{%3}) -> tensor<4x6xf32> in !stream.resource<*>{%5}
    %7 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x2x3xf32> : index
    %8 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %6 : tensor<4x6xf32> in !stream.resource<*>{%5} -> tensor<4x2x3xf32> in !stream.resource<*>{%7}
    %9 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x8xf32> : index
    %10 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %2 : tensor<2x3x4xf32> in !stream.resource<*>{%0} -> tensor<3x8xf32> in !stream.resource<*>{%9}
    %11 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x2xf32> : index
    %12 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_slow_memcpy(%4) : (tensor<6x4xf32> in !stream.resource<*>{%3}) -> tensor<2x2xf32> in !stream.resource<*>{%11}
    %13 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x6xf32> : index
    %14 = stream.tensor.splat on(#hal.device.affinity<@__device_0>) %cst_0 : f32 -> tensor<4x6xf32> in !stream.resource<*>{%13}
    %15 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_slow_memcpy(%4, %14) : (tensor<6x4xf32> in !stream.resource<*>{%3}, tensor<4x6xf32> in !stream.resource<*>{%13}) -> tensor<4x6xf32> in %14{%13}
    %16 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<24xf32> : index
    %17 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_3::@main_dispatch_3_elementwise_broadcast_24_f32(%4) : (tensor<6x4xf32> in !stream.resource<*>{%3}) -> tensor<24xf32> in !stream.resource<*>{%16}
    %18 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4x6xf32> : index
    %19 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %17 : tensor<24xf32> in !stream.resource<*>{%16} -> tensor<4x6xf32> in !stream.resource<*>{%18}
    %20 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3x4xf32> : index
    %21 = stream.tensor.slice on(#hal.device.affinity<@__device_0>) %2[%c0, %c0, %c0 for %c1, %c3, %c4] : tensor<2x3x4xf32> in !stream.resource<*>{%0} -> tensor<1x3x4xf32> in !stream.resource<*>{%20}
    %22 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4xf32> : index
    %23 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %21 : tensor<1x3x4xf32> in !stream.resource<*>{%20} -> tensor<3x4xf32> in !stream.resource<*>{%22}
    %24 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x3x4xf32> : index
    %25 = stream.tensor.slice on(#hal.device.affinity<@__device_0>) %2[%c1, %c0, %c0 for %c1, %c3, %c4] : tensor<2x3x4xf32> in !stream.resource<*>{%0} -> tensor<1x3x4xf32> in !stream.resource<*>{%24}
    %26 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3x4xf32> : index
    %27 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %25 : tensor<1x3x4xf32> in !stream.resource<*>{%24} -> tensor<3x4xf32> in !stream.resource<*>{%26}
    %28 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<6x4xf32> : index
    %empty = stream.tensor.empty on(#hal.device.affinity<@__device_0>) : tensor<6x4xf32> in !stream.resource<*>{%28}
    %29 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %27, %empty[%c0, %c0] : tensor<3x4xf32> in !stream.resource<*>{%26} -> tensor<6x4xf32> in %empty as !stream.resource<*>{%28}
    %30 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %23, %29[%c3, %c0] : tensor<3x4xf32> in !stream.resource<*>{%22} -> tensor<6x4xf32> in %29 as !stream.resource<*>{%28}
    %31 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<24xf32> : index
    %32 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %30 : tensor<6x4xf32> in !stream.resource<*>{%28} -> tensor<24xf32> in !stream.resource<*>{%31}
    %33 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<20xf32> : index
    %34 = stream.tensor.slice on(#hal.device.affinity<@__device_0>) %32[%c0 for %c20] : tensor<24xf32> in !stream.resource<*>{%31} -> tensor<20xf32> in !stream.resource<*>{%33}
    %35 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<24xf32> : index
    %36 = stream.tensor.splat on(#hal.device.affinity<@__device_0>) %cst : f32 -> tensor<24xf32> in !stream.resource<*>{%35}
    %37 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %34, %36[%c2] : tensor<20xf32> in !stream.resource<*>{%33} -> tensor<24xf32> in %36 as !stream.resource<*>{%35}
    %38 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x12xf32> : index
    %39 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %37 : tensor<24xf32> in !stream.resource<*>{%35} -> tensor<2x12xf32> in !stream.resource<*>{%38}
    %40 = stream.async.cast on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<*>{%7} -> !stream.resource<external>{%7}
    %41 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %40 : tensor<4x2x3xf32> in !stream.resource<external>{%7} -> !hal.buffer_view
    %42 = stream.async.cast on(#hal.device.affinity<@__device_0>) %4 : !stream.resource<*>{%3} -> !stream.resource<external>{%3}
    %43 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %42 : tensor<6x4xf32> in !stream.resource<external>{%3} -> !hal.buffer_view
    %44 = stream.async.cast on(#hal.device.affinity<@__device_0>) %10 : !stream.resource<*>{%9} -> !stream.resource<external>{%9}
    %45 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %44 : tensor<3x8xf32> in !stream.resource<external>{%9} -> !hal.buffer_view
    %46 = stream.async.cast on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<*>{%11} -> !stream.resource<external>{%11}
    %47 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %46 : tensor<2x2xf32> in !stream.resource<external>{%11} -> !hal.buffer_view
    %48 = stream.async.cast on(#hal.device.affinity<@__device_0>) %15 : !stream.resource<*>{%13} -> !stream.resource<external>{%13}
    %49 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %48 : tensor<4x6xf32> in !stream.resource<external>{%13} -> !hal.buffer_view
    %50 = stream.async.cast on(#hal.device.affinity<@__device_0>) %19 : !stream.resource<*>{%18} -> !stream.resource<external>{%18}
    %51 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %50 : tensor<4x6xf32> in !stream.resource<external>{%18} -> !hal.buffer_view
    %52 = stream.async.cast on(#hal.device.affinity<@__device_0>) %39 : !stream.resource<*>{%38} -> !stream.resource<external>{%38}
    %53 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %52 : tensor<2x12xf32> in !stream.resource<external>{%38} -> !hal.buffer_view
    util.return %41, %43, %45, %47, %49, %51, %53 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
