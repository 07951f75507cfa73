
#unserialized_encoding = #iree_encoding.testing<>
#serialized_encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
// CHECK-DAG:   #[[$ENC_0:.+]] = #iree_encoding.testing<>
// CHECK-DAG:   #[[$ENC_1:.+]] = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
// CHECK-LABEL: @tensorCloneWithEncoding(
util.func private @tensorCloneWithEncoding(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !stream.resource<*> {
  // CHECK: = stream.tensor.clone %arg0 : tensor<?x4xf32, #[[$ENC_0]]>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x4xf32, #[[$ENC_1]]>{%arg1} in !stream.resource<*>{%arg2}
  %0 = stream.tensor.clone %arg0 : tensor<?x4xf32, #unserialized_encoding>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x4xf32, #serialized_encoding>{%arg1} in !stream.resource<*>{%arg2}
  util.return %0 : !stream.resource<*>
}

