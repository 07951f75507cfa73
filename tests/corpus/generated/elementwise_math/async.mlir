#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%4, %4 : tensor<8xf32>, tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32, %out_0: f32):
          %6 = math.absf %in : f32
          %7 = arith.addf %6, %cst : f32
          %8 = math.exp %in : f32
          %9 = math.log %7 : f32
          %10 = arith.addf %8, %9 : f32
          linalg.yield %7, %10 : f32, f32
        } -> (tensor<8xf32>, tensor<8xf32>)
        iree_tensor_ext.dispatch.tensor.store %5#0, %1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        iree_tensor_ext.dispatch.tensor.store %5#1, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %3 = tensor.empty() : tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = math.tanh %in : f32
          %6 = math.erf %in : f32
          %7 = arith.addf %5, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xf32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = math.cos %in : f32
          %8 = math.sin %in : f32
          %9 = arith.mulf %8, %7 : f32
          %10 = math.rsqrt %in_0 : f32
          %11 = arith.addf %9, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_8_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xf32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = math.roundeven %in : f32
          %8 = math.ceil %in : f32
          %9 = math.floor %in : f32
          %10 = arith.cmpf ogt, %in, %9 : f32
          %11 = arith.select %10, %8, %7 : f32
          %12 = math.powf %in_0, %in : f32
          %13 = arith.divf %11, %12 : f32
          linalg.yield %13 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xf32>) -> (%output0: tensor<8xf32>, %output1: tensor<8xf32>, %output2: tensor<8xf32>, %output3: tensor<8xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%c32}
    %results:4, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg1: !stream.resource<external>{%c32}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}) {
      %6:2 = stream.async.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_8_f32(%arg1[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> (!stream.resource<transient>{%c32}, !stream.resource<external>{%c32})
      %7:3 = stream.async.concurrent with(%arg1 as %arg2: !stream.resource<external>{%c32}, %6#0 as %arg3: !stream.resource<transient>{%c32}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}) {
        %8 = stream.async.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_8_f32(%arg2[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %9 = stream.async.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_8_f32(%arg2[%c0 to %c32 for %c32], %arg3[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<transient>{%c32}) -> !stream.resource<external>{%c32}
        %10 = stream.async.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_8_f32(%arg2[%c0 to %c32 for %c32], %arg3[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<transient>{%c32}) -> !stream.resource<external>{%c32}
        stream.yield %8, %9, %10 : !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}
      }
      stream.yield %6#1, %7#0, %7#1, %7#2 : !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}
    } => !stream.timepoint
    %1:4 = stream.timepoint.await %result_timepoint => %results#0, %results#1, %results#2, %results#3 : !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}
    %2 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1#0 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1#1 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1#2 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %1#3 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %2, %3, %4, %5 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
