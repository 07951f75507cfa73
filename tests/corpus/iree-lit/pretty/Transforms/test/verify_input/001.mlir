module {
  flow.executable public @dispatch_with_result_ex {
    builtin.module {
      func.func @dispatch_with_result(%arg0: tensor<1xf32>) -> tensor<1xf32> {
        return %arg0 : tensor<1xf32>
      }
    }
    flow.executable.export public @dispatch_with_result 
  }
}

