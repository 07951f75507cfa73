module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%4, %4 : tensor<8xf32>, tensor<8xf32>) {
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
      func.func @main_dispatch_1_elementwise_8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %3 = tensor.empty() : tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
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
      func.func @main_dispatch_2_elementwise_8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c128 = arith.constant 128 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xf32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) {
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
      func.func @main_dispatch_3_elementwise_8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c192 = arith.constant 192 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %2 = stream.binding.subspan %arg2[%c192] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %5 = tensor.empty() : tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xf32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) {
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
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8xf32> in !stream.resource<external>{%c32}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c256} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c64} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c32}, %result as %arg2: !stream.resource<external>{%c256}, %result_0 as %arg3: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_8_f32 {
        ro %arg1[%c0 for %c32] : !stream.resource<external>{%c32},
        wo %arg3[%c0 for %c64] : !stream.resource<transient>{%c64},
        wo %arg2[%c0 for %c256] : !stream.resource<external>{%c256}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_8_f32 {
          ro %arg1[%c0 for %c32] : !stream.resource<external>{%c32},
          wo %arg2[%c0 for %c256] : !stream.resource<external>{%c256}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_8_f32 {
          ro %arg1[%c0 for %c32] : !stream.resource<external>{%c32},
          ro %arg3[%c0 for %c64] : !stream.resource<transient>{%c64},
          wo %arg2[%c0 for %c256] : !stream.resource<external>{%c256}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_8_f32 {
          ro %arg1[%c0 for %c32] : !stream.resource<external>{%c32},
          ro %arg3[%c0 for %c64] : !stream.resource<transient>{%c64},
          wo %arg2[%c0 for %c256] : !stream.resource<external>{%c256}
        }
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c64} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c256}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %6 = stream.resource.subview %4[%c64] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %7 = stream.resource.subview %4[%c128] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %8 = stream.resource.subview %4[%c192] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<8xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %9, %10, %11, %12 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
