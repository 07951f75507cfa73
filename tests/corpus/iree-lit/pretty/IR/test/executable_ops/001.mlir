module {
  stream.executable private @executable {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func private @dispatch(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: index) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x5x64xf32>>{%arg2}
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x5x4xf32>>{%arg2}
        util.return
      }
    }
  }
}

