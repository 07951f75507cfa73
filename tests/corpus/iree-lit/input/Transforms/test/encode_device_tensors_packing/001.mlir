// RUN: iree-opt --split-input-file --iree-stream-encode-device-tensors %s | FileCheck %s

// Ensures that loading a non-power-of-two type (i3) is expanded to a full byte
// because we don't currently do unaligned sub-byte packing.

// CHECK-LABEL: @subspanLoadI3
stream.executable private @subspanLoadI3 {
  stream.executable.export public @dispatch
  builtin.module {
     util.func public @dispatch(%arg0: !stream.binding) {
      %c0 = arith.constant 0 : index
      // CHECK: %[[BINDING:.+]] = stream.binding.subspan {{.+}} -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>>
      %binding = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi3>>
      // CHECK: %[[TILE_I8:.+]] = iree_tensor_ext.dispatch.tensor.load %[[BINDING]], offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi8>> -> tensor<?xi8>
      // CHECK: %[[TILE_I3:.+]] = arith.trunci %[[TILE_I8]] : tensor<?xi8> to tensor<?xi3>
      %tile = iree_tensor_ext.dispatch.tensor.load %binding, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi3>> -> tensor<?xi3>
      // CHECK: util.optimization_barrier %[[TILE_I3]] : tensor<?xi3>
      util.optimization_barrier %tile : tensor<?xi3>
      util.return
    }
  }
}

