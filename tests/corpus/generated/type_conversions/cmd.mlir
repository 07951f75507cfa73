#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_6_f32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_6_f32xi32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %3 = tensor.empty() : tensor<6xi32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xf32>) outs(%3 : tensor<6xi32>) {
        ^bb0(%in: f32, %out: i32):
          %5 = arith.fptosi %in : f32 to i32
          linalg.yield %5 : i32
        } -> tensor<6xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_6_i8xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_6_i8xf32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>> -> tensor<6xi8>
        %3 = tensor.empty() : tensor<6xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xi8>) outs(%3 : tensor<6xf32>) {
        ^bb0(%in: i8, %out: f32):
          %5 = arith.sitofp %in : i8 to f32
          linalg.yield %5 : f32
        } -> tensor<6xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_6_i8xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_6_i8xf32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>> -> tensor<6xi8>
        %3 = tensor.empty() : tensor<6xf32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xi8>) outs(%3 : tensor<6xf32>) {
        ^bb0(%in: i8, %out: f32):
          %5 = arith.uitofp %in : i8 to f32
          linalg.yield %5 : f32
        } -> tensor<6xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_6_i8xi16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_6_i8xi16(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>> -> tensor<6xi8>
        %3 = tensor.empty() : tensor<6xi16>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xi8>) outs(%3 : tensor<6xi16>) {
        ^bb0(%in: i8, %out: i16):
          %5 = arith.extui %in : i8 to i16
          linalg.yield %5 : i16
        } -> tensor<6xi16>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xi16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_elementwise_6_i8xi64 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_6_i8xi64(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c4294967296_i64 = arith.constant 4294967296 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xi8>> -> tensor<6xi8>
        %3 = tensor.empty() : tensor<6xi64>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xi8>) outs(%3 : tensor<6xi64>) {
        ^bb0(%in: i8, %out: i64):
          %5 = arith.extsi %in : i8 to i64
          %6 = arith.muli %5, %c4294967296_i64 : i64
          linalg.yield %6 : i64
        } -> tensor<6xi64>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi64>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_elementwise_6_f32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_elementwise_6_f32xi32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %3 = tensor.empty() : tensor<6xi32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xf32>) outs(%3 : tensor<6xi32>) {
        ^bb0(%in: f32, %out: i32):
          %5 = arith.bitcast %in : f32 to i32
          linalg.yield %5 : i32
        } -> tensor<6xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_elementwise_6_f32xf16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_elementwise_6_f32xf16(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [6], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6xf32>> -> tensor<6xf32>
        %3 = tensor.empty() : tensor<6xf16>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<6xf32>) outs(%3 : tensor<6xf16>) {
        ^bb0(%in: f32, %out: f16):
          %5 = arith.truncf %in : f32 to f16
          linalg.yield %5 : f16
        } -> tensor<6xf16>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [6], strides = [1] : tensor<6xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6xf16>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<6xf32>, %input1: tensor<6xi8>) -> (%output0: tensor<6xi32>, %output1: tensor<6xf32>, %output2: tensor<6xf32>, %output3: tensor<6xi16>, %output4: tensor<6xi64>, %output5: tensor<6xi32>, %output6: tensor<6xf16>)"}} {
    %c0 = arith.constant 0 : index
    %c448 = arith.constant 448 : index
    %c384 = arith.constant 384 : index
    %c320 = arith.constant 320 : index
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c48 = arith.constant 48 : index
    %c12 = arith.constant 12 : index
    %c24 = arith.constant 24 : index
    %c6 = arith.constant 6 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c6]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<6xf32> in !stream.resource<external>{%c24}
    %element_type_i8 = hal.element_type<i8> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c6]) type(%element_type_i8) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<6xi8> in !stream.resource<external>{%c6}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c448} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg2: !stream.resource<external>{%c24}, %1 as %arg3: !stream.resource<external>{%c6}, %result as %arg4: !stream.resource<external>{%c448}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_6_f32xi32 {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c0 for %c24] : !stream.resource<external>{%c448}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_6_i8xf32 {
          ro %arg3[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg4[%c64 for %c24] : !stream.resource<external>{%c448}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_6_i8xf32 {
          ro %arg3[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg4[%c128 for %c24] : !stream.resource<external>{%c448}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_6_i8xi16 {
          ro %arg3[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg4[%c192 for %c12] : !stream.resource<external>{%c448}
        }
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_6_i8xi64 {
          ro %arg3[%c0 for %c6] : !stream.resource<external>{%c6},
          wo %arg4[%c256 for %c48] : !stream.resource<external>{%c448}
        }
        stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_elementwise_6_f32xi32 {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c320 for %c24] : !stream.resource<external>{%c448}
        }
        stream.cmd.dispatch @main_dispatch_6::@main_dispatch_6_elementwise_6_f32xf16 {
          ro %arg2[%c0 for %c24] : !stream.resource<external>{%c24},
          wo %arg4[%c384 for %c12] : !stream.resource<external>{%c448}
        }
      }
    } => !stream.timepoint
    %3 = stream.timepoint.await %2 => %result : !stream.resource<external>{%c448}
    %4 = stream.resource.subview %3[%c0] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c24}
    %5 = stream.resource.subview %3[%c64] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c24}
    %6 = stream.resource.subview %3[%c128] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c24}
    %7 = stream.resource.subview %3[%c192] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c12}
    %8 = stream.resource.subview %3[%c256] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c48}
    %9 = stream.resource.subview %3[%c320] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c24}
    %10 = stream.resource.subview %3[%c384] : !stream.resource<external>{%c448} -> !stream.resource<external>{%c12}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<6xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<6xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<6xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<6xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<6xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %17 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<6xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    util.return %11, %12, %13, %14, %15, %16, %17 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
