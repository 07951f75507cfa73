module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  stream.executable private @in_place_computation_dispatch_0 {
    stream.executable.export public @in_place_computation_dispatch_0_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @in_place_computation_dispatch_0_elementwise_64_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 1.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %3 = tensor.empty() : tensor<64xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.addf %in, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  stream.executable private @in_place_computation_dispatch_1 {
    stream.executable.export public @in_place_computation_dispatch_1_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @in_place_computation_dispatch_1_elementwise_64_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 2.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %1 = stream.binding.subspan %arg1[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %3 = tensor.empty() : tensor<64xf32>
        %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
        ^bb0(%in: f32, %out: f32):
          %5 = arith.mulf %in, %cst : f32
          linalg.yield %5 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  stream.executable private @in_place_computation_dispatch_2 {
    stream.executable.export public @in_place_computation_dispatch_2_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @in_place_computation_dispatch_2_elementwise_64_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %5 = tensor.empty() : tensor<64xf32>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<64xf32>, tensor<64xf32>) outs(%5 : tensor<64xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  util.func public @in_place_computation(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @in_place_computation(%input0: tensor<64xf32>, %input1: tensor<64xf32> {iree.abi.output = 0 : index}, %input2: !hal.buffer {iree.abi.transients = unit}) -> (%output0: tensor<64xf32>)", iree.abi.transients.size = @in_place_computation_transients_size, iree.abi.transients.size.constant = 512 : index}} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c64]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) consume %arg1 : !hal.buffer_view -> tensor<64xf32> in !stream.resource<external>{%c256}
    %length = hal.buffer.length<%arg2 : !hal.buffer> : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer -> tensor<?xi8>{%length} in !stream.resource<transient>{%length}
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg3: !stream.resource<external>{%c256}, %1 as %arg4: !stream.resource<external>{%c256}, %2 as %arg5: !stream.resource<transient>{%length}) {
      stream.cmd.dispatch @in_place_computation_dispatch_0::@in_place_computation_dispatch_0_elementwise_64_f32 {
        ro %arg3[%c0 for %c256] : !stream.resource<external>{%c256},
        wo %arg5[%c0 for %length] : !stream.resource<transient>{%length}
      }
      stream.cmd.dispatch @in_place_computation_dispatch_1::@in_place_computation_dispatch_1_elementwise_64_f32 {
        ro %arg5[%c0 for %length] : !stream.resource<transient>{%length},
        wo %arg5[%c0 for %length] : !stream.resource<transient>{%length}
      }
      stream.cmd.dispatch @in_place_computation_dispatch_2::@in_place_computation_dispatch_2_elementwise_64_f32 {
        ro %arg5[%c0 for %length] : !stream.resource<transient>{%length},
        ro %arg3[%c0 for %c256] : !stream.resource<external>{%c256},
        rw %arg4[%c0 for %c256] : !stream.resource<external>{%c256}
      }
    } => !stream.timepoint
    %4 = stream.timepoint.await %3 => %1 : !stream.resource<external>{%c256}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<64xf32> in !stream.resource<external>{%c256} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
  util.func public @in_place_computation_transients_size(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer) -> index {
    %c512 = arith.constant 512 : index
    util.return %c512 : index
  }
}