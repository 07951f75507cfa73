#encoding = #iree_encoding.testing<>
module {
  util.func public @tensorEncodePartialDynamic(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index) -> tensor<5x?xf32, #encoding> {
    %0 = flow.tensor.encode %arg0 : tensor<?x4xf32>{%arg1} -> tensor<5x?xf32, #encoding>{%arg2}
    util.return %0 : tensor<5x?xf32, #encoding>
  }
}

