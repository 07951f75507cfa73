module {
  util.func private @FoldTensorEncodeOpWithIdentityResult(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %0 = stream.tensor.encode %arg0 : tensor<2x2xf32> in !stream.resource<*>{%arg1} -> tensor<2x2xf32, #iree_encoding.padding<[0, 0]>> in !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

