#encoding = #iree_encoding.testing<>
module {
  util.func public @tensorEncodeFullyDynamic(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32, #encoding> {
    %0 = flow.tensor.encode %arg0 : tensor<?x?xf32>{%arg1, %arg2} -> tensor<?x?xf32, #encoding>{%arg1, %arg2}
    util.return %0 : tensor<?x?xf32, #encoding>
  }
}

