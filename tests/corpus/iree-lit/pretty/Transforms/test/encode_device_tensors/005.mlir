module {
  stream.executable private @convert_store_i33 {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi33>>
        %cst = arith.constant dense<[0, 7, 2, 5]> : tensor<4xi33>
        iree_tensor_ext.dispatch.tensor.store %cst, %0, offsets = [0], sizes = [4], strides = [1] : tensor<4xi33> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi33>>
        util.return
      }
    }
  }
}

