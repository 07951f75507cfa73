module {
  stream.executable private @subspanStoreI4 {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant dense<[5, -1, 0, 3, 1, 7, -8, 4]> : tensor<8xi4>
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
        iree_tensor_ext.dispatch.tensor.store %cst, %0, offsets = [0], sizes = [8], strides = [1] : tensor<8xi4> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi4>>
        util.return
      }
    }
  }
}

