module {
  stream.executable private @convert_load_i1 {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi1, #iree_encoding.packed_storage>>
        %1 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi1, #iree_encoding.packed_storage>> -> tensor<?xi1, #iree_encoding.packed_storage>
        %2 = util.optimization_barrier %1 : tensor<?xi1, #iree_encoding.packed_storage>
        util.return
      }
    }
  }
}

