module {
  util.func public @tensorEncodeChangeEncoding(%arg0: tensor<?x4xf32, #iree_encoding.specialization_resolver<123>>, %arg1: index) -> tensor<?x4xf32, #iree_encoding.specialization_resolver<456>> {
    %0 = flow.tensor.encode %arg0 : tensor<?x4xf32, #iree_encoding.specialization_resolver<123>>{%arg1} -> tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>{%arg1}
    util.return %0 : tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>
  }
}

