module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  stream.executable private @topk_sort_dispatch_0 {
    stream.executable.export public @topk_sort_dispatch_0_topk_2x16xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @topk_sort_dispatch_0_topk_2x16xf32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c64 = arith.constant 64 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %2 = stream.binding.subspan %arg2[%c64] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %4 = tensor.empty() : tensor<2x4xi32>
        %5 = tensor.empty() : tensor<2x4xf32>
        %6:2 = iree_linalg_ext.topk dimension(1) ins(%3 : tensor<2x16xf32>) outs(%5, %4 : tensor<2x4xf32>, tensor<2x4xi32>) {
        ^bb0(%arg3: f32, %arg4: f32):
          %7 = arith.cmpf ogt, %arg3, %arg4 : f32
          iree_linalg_ext.yield %7 : i1
        } -> tensor<2x4xf32>, tensor<2x4xi32>
        iree_tensor_ext.dispatch.tensor.store %6#0, %1, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        iree_tensor_ext.dispatch.tensor.store %6#1, %2, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xi32>>
        return
      }
    }
  }
  stream.executable private @topk_sort_dispatch_1 {
    stream.executable.export public @topk_sort_dispatch_1_sort_2x16xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @topk_sort_dispatch_1_sort_2x16xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}) {
        %c128 = arith.constant 128 : index
        %0 = stream.binding.subspan %arg0[%c128] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x16xf32>>
        %1 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x16xf32>> -> tensor<2x16xf32>
        %2 = iree_linalg_ext.sort dimension(1) outs(%1 : tensor<2x16xf32>) {
        ^bb0(%arg1: f32, %arg2: f32):
          %3 = arith.cmpf olt, %arg1, %arg2 : f32
          iree_linalg_ext.yield %3 : i1
        } -> tensor<2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : tensor<2x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<2x16xf32>>
        return
      }
    }
  }
  util.func public @topk_sort(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @topk_sort(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x4xf32>, %output1: tensor<2x4xi32>, %output2: tensor<2x16xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c256} => !stream.timepoint
    %1 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg1: !stream.resource<external>{%c128}, %result as %arg2: !stream.resource<external>{%c256}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @topk_sort_dispatch_0::@topk_sort_dispatch_0_topk_2x16xf32 {
          ro %arg1[%c0 for %c128] : !stream.resource<external>{%c128},
          wo %arg2[%c0 for %c256] : !stream.resource<external>{%c256},
          wo %arg2[%c0 for %c256] : !stream.resource<external>{%c256}
        }
        stream.cmd.copy %arg1[%c0], %arg2[%c128], %c128 : !stream.resource<external>{%c128} -> !stream.resource<external>{%c256}
      }
      stream.cmd.dispatch @topk_sort_dispatch_1::@topk_sort_dispatch_1_sort_2x16xf32_dispatch_tensor_store {
        rw %arg2[%c0 for %c256] : !stream.resource<external>{%c256}
      }
    } => !stream.timepoint
    %2 = stream.timepoint.await %1 => %result : !stream.resource<external>{%c256}
    %3 = stream.resource.subview %2[%c0] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %4 = stream.resource.subview %2[%c64] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c32}
    %5 = stream.resource.subview %2[%c128] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c128}
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %3 : tensor<2x4xf32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x4xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<2x16xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %6, %7, %8 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
  stream.executable private @scan_dispatch_0 {
    stream.executable.export public @scan_dispatch_0_scan_4x8xi32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @scan_dispatch_0_scan_4x8xi32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0_i32 = arith.constant 0 : i32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi32>> -> tensor<4x8xi32>
        %3 = tensor.empty() : tensor<4xi32>
        %4 = tensor.empty() : tensor<4x8xi32>
        %5 = linalg.fill ins(%c0_i32 : i32) outs(%4 : tensor<4x8xi32>) -> tensor<4x8xi32>
        %6 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<4xi32>) -> tensor<4xi32>
        %7:2 = iree_linalg_ext.scan dimension(1) inclusive(true) ins(%2 : tensor<4x8xi32>) outs(%5, %6 : tensor<4x8xi32>, tensor<4xi32>) {
        ^bb0(%arg2: i32, %arg3: i32):
          %8 = arith.addi %arg2, %arg3 : i32
          iree_linalg_ext.yield %8 : i32
        } -> tensor<4x8xi32>, tensor<4xi32>
        iree_tensor_ext.dispatch.tensor.store %7#0, %1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xi32>>
        return
      }
    }
  }
  util.func public @scan(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scan(%input0: tensor<4x8xi32>) -> (%output0: tensor<4x8xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c8]) type(%element_type_i32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4x8xi32> in !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %1 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg1: !stream.resource<external>{%c128}, %result as %arg2: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @scan_dispatch_0::@scan_dispatch_0_scan_4x8xi32_dispatch_tensor_store {
        ro %arg1[%c0 for %c128] : !stream.resource<external>{%c128},
        wo %arg2[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %2 = stream.timepoint.await %1 => %result : !stream.resource<external>{%c128}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2 : tensor<4x8xi32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
  stream.executable private @scatter_gather_dispatch_0 {
    stream.executable.export public @scatter_gather_dispatch_0_scatter_10x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @scatter_gather_dispatch_0_scatter_10x4xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<10x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x4xf32>> -> tensor<3x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<10x4xf32>> -> tensor<10x4xf32>
        %6 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%3, %4 : tensor<3x4xf32>, tensor<3xi32>) outs(%5 : tensor<10x4xf32>) {
        ^bb0(%arg3: f32, %arg4: f32):
          %7 = arith.addf %arg3, %arg4 : f32
          iree_linalg_ext.yield %7 : f32
        } -> tensor<10x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : tensor<10x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<10x4xf32>>
        return
      }
    }
  }
  stream.executable private @scatter_gather_dispatch_1 {
    stream.executable.export public @scatter_gather_dispatch_1_gather_10x4xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @scatter_gather_dispatch_1_gather_10x4xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %c192 = arith.constant 192 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x1xi32>>
        %2 = stream.binding.subspan %arg2[%c192] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [10, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<10x4xf32>> -> tensor<10x4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [3, 1], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x1xi32>> -> tensor<3x1xi32>
        %5 = tensor.empty() : tensor<3x4xf32>
        %6 = iree_linalg_ext.gather dimension_map = [0] ins(%3, %4 : tensor<10x4xf32>, tensor<3x1xi32>) outs(%5 : tensor<3x4xf32>) -> tensor<3x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [3, 4], strides = [1, 1] : tensor<3x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x4xf32>>
        return
      }
    }
  }
  util.func public @scatter_gather(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scatter_gather(%input0: tensor<10x4xf32>, %input1: tensor<3x1xi32>, %input2: tensor<3x4xf32>) -> (%output0: tensor<10x4xf32>, %output1: tensor<3x4xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %c48 = arith.constant 48 : index
    %c12 = arith.constant 12 : index
    %c160 = arith.constant 160 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c10, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<10x4xf32> in !stream.resource<external>{%c160}
    %element_type_i32 = hal.element_type<i32> : i32
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c3, %c1]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<3x1xi32> in !stream.resource<external>{%c12}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<3x4xf32> in !stream.resource<external>{%c48}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c256} => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c160}, %2 as %arg4: !stream.resource<external>{%c48}, %1 as %arg5: !stream.resource<external>{%c12}, %result as %arg6: !stream.resource<external>{%c256}) {
      stream.cmd.copy %arg3[%c0], %arg6[%c0], %c160 : !stream.resource<external>{%c160} -> !stream.resource<external>{%c256}
      stream.cmd.concurrent {
        stream.cmd.dispatch @scatter_gather_dispatch_0::@scatter_gather_dispatch_0_scatter_10x4xf32_dispatch_tensor_store {
          ro %arg4[%c0 for %c48] : !stream.resource<external>{%c48},
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          rw %arg6[%c0 for %c256] : !stream.resource<external>{%c256}
        }
        stream.cmd.dispatch @scatter_gather_dispatch_1::@scatter_gather_dispatch_1_gather_10x4xf32_dispatch_tensor_store {
          ro %arg3[%c0 for %c160] : !stream.resource<external>{%c160},
          ro %arg5[%c0 for %c12] : !stream.resource<external>{%c12},
          wo %arg6[%c0 for %c256] : !stream.resource<external>{%c256}
        }
      }
    } => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c256}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c160}
    %6 = stream.resource.subview %4[%c192] : !stream.resource<external>{%c256} -> !stream.resource<external>{%c48}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<10x4xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
  stream.executable private @arg_max_dispatch_0 {
    stream.executable.export public @arg_max_dispatch_0_arg_compare_2x6xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @arg_max_dispatch_0_arg_compare_2x6xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0_i32 = arith.constant 0 : i32
        %cst = arith.constant 0xFF800000 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [2, 6], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6xf32>> -> tensor<2x6xf32>
        %3 = tensor.empty() : tensor<2xi32>
        %4 = tensor.empty() : tensor<2xf32>
        %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<2xi32>) -> tensor<2xi32>
        %6 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
        %7:2 = iree_linalg_ext.arg_compare dimension(1) ins(%2 : tensor<2x6xf32>) outs(%6, %5 : tensor<2xf32>, tensor<2xi32>) {
        ^bb0(%arg2: f32, %arg3: f32):
          %8 = arith.cmpf ogt, %arg2, %arg3 : f32
          iree_linalg_ext.yield %8 : i1
        } -> tensor<2xf32>, tensor<2xi32>
        iree_tensor_ext.dispatch.tensor.store %7#1, %1, offsets = [0], sizes = [2], strides = [1] : tensor<2xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2xi32>>
        return
      }
    }
  }
  util.func public @arg_max(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @arg_max(%input0: tensor<2x6xf32>) -> (%output0: tensor<2xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c48 = arith.constant 48 : index
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c6]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x6xf32> in !stream.resource<external>{%c48}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c8} => !stream.timepoint
    %1 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg1: !stream.resource<external>{%c48}, %result as %arg2: !stream.resource<external>{%c8}) {
      stream.cmd.dispatch @arg_max_dispatch_0::@arg_max_dispatch_0_arg_compare_2x6xf32_dispatch_tensor_store {
        ro %arg1[%c0 for %c48] : !stream.resource<external>{%c48},
        wo %arg2[%c0 for %c8] : !stream.resource<external>{%c8}
      }
    } => !stream.timepoint
    %2 = stream.timepoint.await %1 => %result : !stream.resource<external>{%c8}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2 : tensor<2xi32> in !stream.resource<external>{%c8} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
  }
  stream.executable private @attention_dispatch_0 {
    stream.executable.export public @attention_dispatch_0_attention_2x4x8x6x5 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @attention_dispatch_0_attention_2x4x8x6x5(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 5.000000e-01 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x8xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x5xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x5xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [2, 6, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x8xf32>> -> tensor<2x6x8xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [2, 6, 5], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x6x5xf32>> -> tensor<2x6x5xf32>
        %7 = tensor.empty() : tensor<2x4x5xf32>
        %8 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>]> ins(%4, %5, %6, %cst : tensor<2x4x8xf32>, tensor<2x6x8xf32>, tensor<2x6x5xf32>, f32) outs(%7 : tensor<2x4x5xf32>) {
        ^bb0(%arg4: f32):
          iree_linalg_ext.yield %arg4 : f32
        } -> tensor<2x4x5xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %3, offsets = [0, 0, 0], sizes = [2, 4, 5], strides = [1, 1, 1] : tensor<2x4x5xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4x5xf32>>
        return
      }
    }
  }
  util.func public @attention(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @attention(%input0: tensor<2x4x8xf32>, %input1: tensor<2x6x8xf32>, %input2: tensor<2x6x5xf32>) -> (%output0: tensor<2x4x5xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c160 = arith.constant 160 : index
    %c240 = arith.constant 240 : index
    %c384 = arith.constant 384 : index
    %c256 = arith.constant 256 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c4, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x4x8xf32> in !stream.resource<external>{%c256}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c2, %c6, %c8]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<2x6x8xf32> in !stream.resource<external>{%c384}
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("input2") shape([%c2, %c6, %c5]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<2x6x5xf32> in !stream.resource<external>{%c240}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c160} => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c256}, %1 as %arg4: !stream.resource<external>{%c384}, %2 as %arg5: !stream.resource<external>{%c240}, %result as %arg6: !stream.resource<external>{%c160}) {
      stream.cmd.dispatch @attention_dispatch_0::@attention_dispatch_0_attention_2x4x8x6x5 {
        ro %arg3[%c0 for %c256] : !stream.resource<external>{%c256},
        ro %arg4[%c0 for %c384] : !stream.resource<external>{%c384},
        ro %arg5[%c0 for %c240] : !stream.resource<external>{%c240},
        wo %arg6[%c0 for %c160] : !stream.resource<external>{%c160}
      }
    } => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c160}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x4x5xf32> in !stream.resource<external>{%c160} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}