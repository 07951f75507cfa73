module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_pack_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [10, 7], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x7xf32>> -> tensor<10x7xf32>
        %3 = tensor.empty() : tensor<3x2x4x4xf32>
        %pack = linalg.pack %2 padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %3 : tensor<10x7xf32> -> tensor<3x2x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [3, 2, 4, 4], strides = [1, 1, 1, 1] : tensor<3x2x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_pack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_pack_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [7, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<7x6xf32>> -> tensor<7x6xf32>
        %3 = tensor.empty() : tensor<2x2x4x4xf32>
        %pack = linalg.pack %2 padding_value(%cst : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %3 : tensor<7x6xf32> -> tensor<2x2x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [2, 2, 4, 4], strides = [1, 1, 1, 1] : tensor<2x2x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_mmt4d_3x2x2x4x4x4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>>
        %2 = stream.binding.subspan %arg2[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [3, 2, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>> -> tensor<3x2x4x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [2, 2, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x2x4x4xf32>> -> tensor<2x2x4x4xf32>
        %5 = tensor.empty() : tensor<3x2x4x4xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<3x2x4x4xf32>, tensor<2x2x4x4xf32>) outs(%6 : tensor<3x2x4x4xf32>) -> tensor<3x2x4x4xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [3, 2, 4, 4], strides = [1, 1, 1, 1] : tensor<3x2x4x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x2x4x4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_unpack_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_unpack_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c256 = arith.constant 256 : index
        %c384 = arith.constant 384 : index
        %0 = stream.binding.subspan %arg0[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>>
        %1 = stream.binding.subspan %arg1[%c384] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [3, 2, 4, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x2x4x4xf32>> -> tensor<3x2x4x4xf32>
        %3 = tensor.empty() : tensor<10x6xf32>
        %unpack = linalg.unpack %2 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %3 : tensor<3x2x4x4xf32> -> tensor<10x6xf32>
        iree_tensor_ext.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [10, 6], strides = [1, 1] : tensor<10x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<10x6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_pack_i8(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>> -> tensor<8x8xi8>
        %3 = tensor.empty() : tensor<4x1x2x8xi8>
        %pack = linalg.pack %2 inner_dims_pos = [0, 1] inner_tiles = [2, 8] into %3 : tensor<8x8xi8> -> tensor<4x1x2x8xi8>
        iree_tensor_ext.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 1, 2, 8], strides = [1, 1, 1, 1] : tensor<4x1x2x8xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_pack_i8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_pack_i8(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>>
        %1 = stream.binding.subspan %arg1[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xi8>> -> tensor<8x8xi8>
        %3 = tensor.empty() : tensor<4x1x2x8xi8>
        %pack = linalg.pack %2 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 8] into %3 : tensor<8x8xi8> -> tensor<4x1x2x8xi8>
        iree_tensor_ext.dispatch.tensor.store %pack, %1, offsets = [0, 0, 0, 0], sizes = [4, 1, 2, 8], strides = [1, 1, 1, 1] : tensor<4x1x2x8xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x1x2x8xi8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %c128 = arith.constant 128 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %1 = stream.binding.subspan %arg0[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>>
        %2 = stream.binding.subspan %arg1[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [4, 1, 2, 8], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>> -> tensor<4x1x2x8xi8>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [4, 1, 2, 8], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x1x2x8xi8>> -> tensor<4x1x2x8xi8>
        %5 = tensor.empty() : tensor<4x4x2x2xi32>
        %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        %7 = linalg.mmt4d ins(%3, %4 : tensor<4x1x2x8xi8>, tensor<4x1x2x8xi8>) outs(%6 : tensor<4x4x2x2xi32>) -> tensor<4x4x2x2xi32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0, 0], sizes = [4, 4, 2, 2], strides = [1, 1, 1, 1] : tensor<4x4x2x2xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4x2x2xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_7 {
    stream.executable.export public @main_dispatch_7_unpack_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_unpack_i32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c128 = arith.constant 128 : index
        %c640 = arith.constant 640 : index
        %0 = stream.binding.subspan %arg0[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>>
        %1 = stream.binding.subspan %arg1[%c640] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [4, 4, 2, 2], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x4x2x2xi32>> -> tensor<4x4x2x2xi32>
        %3 = tensor.empty() : tensor<8x8xi32>
        %unpack = linalg.unpack %2 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %3 : tensor<4x4x2x2xi32> -> tensor<8x8xi32>
        iree_tensor_ext.dispatch.tensor.store %unpack, %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<10x7xf32>, %input1: tensor<7x6xf32>, %input2: tensor<8x8xi8>, %input3: tensor<8x8xi8>) -> (%output0: tensor<10x6xf32>, %output1: tensor<8x8xi32>, %output2: tensor<3x2x4x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c896 = arith.constant 896 : index
    %c640 = arith.constant 640 : index
    %c240 = arith.constant 240 : index
    %c256 = arith.constant 256 : index
    %c384 = arith.constant 384 : index
    %c64 = arith.constant 64 : index
    %c168 = arith.constant 168 : index
    %c280 = arith.constant 280 : index
    %c8 = arith.constant 8 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c10 = arith.constant 10 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c10, %c7]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<10x7xf32> in !stream.resource<external>{%c280}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c7, %c6]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<7x6xf32> in !stream.resource<external>{%c168}
    %element_type_i8 = hal.element_type<i8> : i32
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c8, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<8x8xi8> in !stream.resource<external>{%c64}
    hal.buffer_view.assert<%arg3 : !hal.buffer_view> message("input3") shape([%c8, %c8]) type(%element_type_i8) encoding(%dense_row_major)
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg3 : !hal.buffer_view -> tensor<8x8xi8> in !stream.resource<external>{%c64}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c896} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c640} => !stream.timepoint
    %4 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %5 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%4) => with(%0 as %arg4: !stream.resource<external>{%c280}, %1 as %arg5: !stream.resource<external>{%c168}, %2 as %arg6: !stream.resource<external>{%c64}, %3 as %arg7: !stream.resource<external>{%c64}, %result as %arg8: !stream.resource<external>{%c896}, %result_0 as %arg9: !stream.resource<transient>{%c640}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_pack_f32 {
          ro %arg4[%c0 for %c280] : !stream.resource<external>{%c280},
          wo %arg8[%c0 for %c896] : !stream.resource<external>{%c896}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_pack_f32 {
          ro %arg5[%c0 for %c168] : !stream.resource<external>{%c168},
          wo %arg9[%c0 for %c640] : !stream.resource<transient>{%c640}
        }
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_mmt4d_3x2x2x4x4x4_f32 {
        ro %arg8[%c0 for %c896] : !stream.resource<external>{%c896},
        ro %arg9[%c0 for %c640] : !stream.resource<transient>{%c640},
        wo %arg9[%c0 for %c640] : !stream.resource<transient>{%c640}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_unpack_f32 {
          ro %arg9[%c0 for %c640] : !stream.resource<transient>{%c640},
          wo %arg8[%c0 for %c896] : !stream.resource<external>{%c896}
        }
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_pack_i8 {
          ro %arg6[%c0 for %c64] : !stream.resource<external>{%c64},
          wo %arg9[%c0 for %c640] : !stream.resource<transient>{%c640}
        }
        stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_pack_i8 {
          ro %arg7[%c0 for %c64] : !stream.resource<external>{%c64},
          wo %arg9[%c0 for %c640] : !stream.resource<transient>{%c640}
        }
      }
      stream.cmd.dispatch @main_dispatch_6::@main_dispatch_6_mmt4d_4x4x1x2x2x8_i8xi8xi32 {
        ro %arg9[%c0 for %c640] : !stream.resource<transient>{%c640},
        wo %arg9[%c0 for %c640] : !stream.resource<transient>{%c640}
      }
      stream.cmd.dispatch @main_dispatch_7::@main_dispatch_7_unpack_i32 {
        ro %arg9[%c0 for %c640] : !stream.resource<transient>{%c640},
        wo %arg8[%c0 for %c896] : !stream.resource<external>{%c896}
      }
    } => !stream.timepoint
    %6 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%5) => %result_0 : !stream.resource<transient>{%c640} => !stream.timepoint
    %7 = stream.timepoint.await %6 => %result : !stream.resource<external>{%c896}
    %8 = stream.resource.subview %7[%c384] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c240}
    %9 = stream.resource.subview %7[%c640] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c256}
    %10 = stream.resource.subview %7[%c0] : !stream.resource<external>{%c896} -> !stream.resource<external>{%c384}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<10x6xf32> in !stream.resource<external>{%c240} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<8x8xi32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<3x2x4x4xf32> in !stream.resource<external>{%c384} -> !hal.buffer_view
    util.return %11, %12, %13 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
