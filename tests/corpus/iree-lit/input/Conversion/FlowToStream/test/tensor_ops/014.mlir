
// CHECK-LABEL: @tensorEncodeChangeEncoding
// CHECK-SAME:    %[[ARG0:.[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG1:.[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG2:.[a-zA-Z0-9]+]]
#encoding = #iree_encoding.specialization_resolver<123>
#encoding1 = #iree_encoding.specialization_resolver<456>
util.func public @tensorEncodeChangeEncoding(%arg0 : tensor<?x4xf32, #encoding>, %arg1 : index) -> tensor<?x4xf32, #encoding1> {
  // CHECK:      %[[SIZE:.+]] = stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>{%[[ARG2]]} : index
  // CHECK:      %[[RESULT:.+]] = stream.tensor.encode %[[ARG0]]
  // CHECK-SAME:   : tensor<?x4xf32, #iree_encoding.specialization_resolver<123>>{%[[ARG2]]} in !stream.resource<*>{%[[ARG1]]}
  // CHECK-SAME:   -> tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>{%[[ARG2]]} in !stream.resource<*>{%[[SIZE]]}
  %0 = flow.tensor.encode %arg0 : tensor<?x4xf32, #encoding>{%arg1} -> tensor<?x4xf32, #encoding1>{%arg1}
  // CHECK:      util.return %[[RESULT]], %[[SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<?x4xf32, #encoding1>
}
