module {
  stream.executable private @__builtin_splat_i16 {
    stream.executable.export public @__builtin_splat_i16 workgroups(%arg0: index) -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @__builtin_splat_i16(%arg0: i16, %arg1: index, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
        %1 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi16>>{%0}
        %2 = tensor.empty(%0) : tensor<?xi16>
        %3 = linalg.fill ins(%arg0 : i16) outs(%2 : tensor<?xi16>) -> tensor<?xi16>
        iree_tensor_ext.dispatch.tensor.store %3, %1, offsets = [0], sizes = [%0], strides = [1] : tensor<?xi16> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xi16>>{%arg1}
        return
      }
    }
  }
}

