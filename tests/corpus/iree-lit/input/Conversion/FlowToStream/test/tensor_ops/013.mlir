
// CHECK-DAG:   #[[$ENCODING:.+]] = #iree_encoding.testing<>
// CHECK-LABEL: @tensorEncodeFullyDynamic
// CHECK-SAME:    %[[ARG0:[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG1:[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[D0:[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[D1:[a-zA-Z0-9]+]]
#encoding = #iree_encoding.testing<>
util.func public @tensorEncodeFullyDynamic(%input: tensor<?x?xf32>, %d0: index, %d1: index) -> tensor<?x?xf32, #encoding> {
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof tensor<?x?xf32, #[[$ENCODING]]>{%[[D0]], %[[D1]]} : index
  // CHECK: %[[RESULT:.+]] = stream.tensor.encode %[[ARG0]] : tensor<?x?xf32>{%[[D0]], %[[D1]]} in !stream.resource<*>{%[[ARG1]]} -> tensor<?x?xf32, #[[$ENCODING]]>{%[[D0]], %[[D1]]} in !stream.resource<*>{%[[SIZE]]}
  %0 = flow.tensor.encode %input : tensor<?x?xf32>{%d0, %d1} -> tensor<?x?xf32, #encoding>{%d0, %d1}
  // CHECK: util.return %[[RESULT]], %[[SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<?x?xf32, #encoding>
}

