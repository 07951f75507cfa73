module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[1.500000e+00, -2.000000e+00, 2.500000e-01, 1.000000e+03]> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %cst : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.addf %in, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_4_f32xi32xi32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_4_f32xi32xi32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[1, -2, 2147483647, -2147483648]> : tensor<4xi32>
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xi32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %cst : tensor<4xf32>, tensor<4xi32>) outs(%3 : tensor<4xi32>) {
        ^bb0(%in: f32, %in_0: i32, %out: i32):
          %5 = arith.fptosi %in : f32 to i32
          %6 = arith.xori %5, %in_0 : i32
          linalg.yield %6 : i32
        } -> tensor<4xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense_resource<blob_f32> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %c128 = arith.constant 128 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %cst : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.mulf %in, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_2_f32xf16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_2_f32xf16(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>
        %2 = tensor.empty() : tensor<2xf16>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [2], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<2xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<2xf32>) outs(%2 : tensor<2xf16>) {
        ^bb0(%in: f32, %out: f16):
          %5 = arith.truncf %in : f32 to f16
          linalg.yield %5 : f16
        } -> tensor<2xf16>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [2], strides = [1] : tensor<2xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xf16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_elementwise_2x2_f16 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_2x2_f16(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00], [5.000000e-01, -0.000000e+00]]> : tensor<2x2xf16>
        %c0 = arith.constant 0 : index
        %c192 = arith.constant 192 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>>
        %1 = stream.binding.subspan %arg1[%c192] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [2], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2xf16>> -> tensor<2xf16>
        %3 = tensor.empty() : tensor<2x2xf16>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %cst : tensor<2xf16>, tensor<2x2xf16>) outs(%3 : tensor<2x2xf16>) {
        ^bb0(%in: f16, %in_0: f16, %out: f16):
          %5 = arith.addf %in, %in_0 : f16
          linalg.yield %5 : f16
        } -> tensor<2x2xf16>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : tensor<2x2xf16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2xf16>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_elementwise_4_f32xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_elementwise_4_f32xi8(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xi8>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%3 : tensor<4xi8>) {
        ^bb0(%in: f32, %out: i8):
          %5 = arith.fptosi %in : f32 to i8
          linalg.yield %5 : i8
        } -> tensor<4xi8>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_elementwise_4_i1xi8xi8xi8 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_elementwise_4_i1xi8xi8xi8(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[true, false, true, false]> : tensor<4xi1>
        %cst_0 = arith.constant dense<[-128, 127, 0, 1]> : tensor<4xi8>
        %c3_i8 = arith.constant 3 : i8
        %c64 = arith.constant 64 : index
        %c256 = arith.constant 256 : index
        %0 = stream.binding.subspan %arg0[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>
        %1 = stream.binding.subspan %arg1[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>> -> tensor<4xi8>
        %3 = tensor.empty() : tensor<4xi8>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst, %cst_0, %2 : tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) outs(%3 : tensor<4xi8>) {
        ^bb0(%in: i1, %in_1: i8, %in_2: i8, %out: i8):
          %5 = arith.muli %in_2, %c3_i8 : i8
          %6 = arith.select %in, %in_1, %5 : i8
          linalg.yield %6 : i8
        } -> tensor<4xi8>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_7 {
    stream.executable.export public @main_dispatch_7_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_elementwise_4_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %c0 = arith.constant 0 : index
        %c320 = arith.constant 320 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c320] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %3 = tensor.empty() : tensor<4xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst, %2 : tensor<4xf32>, tensor<4xf32>) outs(%3 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %5 = arith.subf %in, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xi32>, %output2: tensor<4xf32>, %output3: tensor<2x2xf16>, %output4: tensor<4xi8>, %output5: tensor<4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c384 = arith.constant 384 : index
    %c320 = arith.constant 320 : index
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c384} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c128} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c16}, %result as %arg2: !stream.resource<external>{%c384}, %result_0 as %arg3: !stream.resource<transient>{%c128}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_4_f32 {
          ro %arg1[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg2[%c0 for %c384] : !stream.resource<external>{%c384}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_4_f32xi32xi32 {
          ro %arg1[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg2[%c0 for %c384] : !stream.resource<external>{%c384}
        }
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_4_f32 {
          ro %arg1[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg2[%c0 for %c384] : !stream.resource<external>{%c384}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_2_f32xf16 {
          ro %arg1[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg3[%c0 for %c128] : !stream.resource<transient>{%c128}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_2x2_f16 {
          ro %arg3[%c0 for %c128] : !stream.resource<transient>{%c128},
          wo %arg2[%c0 for %c384] : !stream.resource<external>{%c384}
        }
        stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_elementwise_4_f32xi8 {
          ro %arg1[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg3[%c0 for %c128] : !stream.resource<transient>{%c128}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_6::@main_dispatch_6_elementwise_4_i1xi8xi8xi8 {
          ro %arg3[%c0 for %c128] : !stream.resource<transient>{%c128},
          wo %arg2[%c0 for %c384] : !stream.resource<external>{%c384}
        }
        stream.cmd.dispatch @main_dispatch_7::@main_dispatch_7_elementwise_4_f32 {
          ro %arg1[%c0 for %c16] : !stream.resource<external>{%c16},
          wo %arg2[%c0 for %c384] : !stream.resource<external>{%c384}
        }
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c128} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c384}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c16}
    %6 = stream.resource.subview %4[%c64] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c16}
    %7 = stream.resource.subview %4[%c128] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c16}
    %8 = stream.resource.subview %4[%c192] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c8}
    %9 = stream.resource.subview %4[%c256] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c4}
    %10 = stream.resource.subview %4[%c320] : !stream.resource<external>{%c384} -> !stream.resource<external>{%c16}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<4xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %13 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %8 : tensor<2x2xf16> in !stream.resource<external>{%c8} -> !hal.buffer_view
    %15 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<4xi8> in !stream.resource<external>{%c4} -> !hal.buffer_view
    %16 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %11, %12, %13, %14, %15, %16 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob_f32: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}
