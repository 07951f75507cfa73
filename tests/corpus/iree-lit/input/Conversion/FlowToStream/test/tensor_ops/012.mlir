
// Note: `ARG1` is the size of `ARG0` after the conversion.
// CHECK-DAG:   #[[$ENCODING:.+]] = #iree_encoding.testing<>
// CHECK-LABEL: @tensorEncodePartialDynamic
// CHECK-SAME:    %[[ARG0:.[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG1:.[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG2:.[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG3:.[a-zA-Z0-9]+]]
#encoding = #iree_encoding.testing<>
util.func public @tensorEncodePartialDynamic(%arg0 : tensor<?x4xf32>, %arg1 : index, %arg2: index) -> tensor<5x?xf32, #encoding> {
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof tensor<5x?xf32, #[[$ENCODING]]>{%[[ARG2]]} : index
  // CHECK: %[[RESULT:.+]] = stream.tensor.encode %[[ARG0]] : tensor<?x4xf32>{%[[ARG2]]} in !stream.resource<*>{%[[ARG1]]} -> tensor<5x?xf32, #[[$ENCODING]]>{%[[ARG3]]} in !stream.resource<*>{%[[SIZE]]}
  %0 = flow.tensor.encode %arg0 : tensor<?x4xf32>{%arg1} -> tensor<5x?xf32, #encoding>{%arg2}
  // CHECK: util.return %[[RESULT]], %[[SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<5x?xf32, #encoding>
}

