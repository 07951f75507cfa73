
#encoding = #iree_encoding.padding<[0, 0]>
// CHECK-LABEL: @FoldTensorEncodeOpWithIdentitySource(
// CHECK-SAME:    %[[SRC:[a-zA-Z0-9]+]]
util.func private @FoldTensorEncodeOpWithIdentitySource(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %0 = stream.tensor.encode %arg0 : tensor<2x2xf32, #encoding> in !stream.resource<*>{%arg1} -> tensor<2x2xf32> in !stream.resource<*>{%arg1}
  // CHECK:         util.return %[[SRC]]
  util.return %0 : !stream.resource<*>
}

