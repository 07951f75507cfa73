module {
  stream.executable private @convert_store_i1 {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi1>>
        %cst = arith.constant dense<[false, false, true, true]> : tensor<4xi1>
        iree_tensor_ext.dispatch.tensor.store %cst, %0, offsets = [0], sizes = [4], strides = [1] : tensor<4xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi1>>
        util.return
      }
    }
  }
}

