
// CHECK-DAG:   #[[$ENCODING:.+]] = #iree_encoding.testing<>
// CHECK-LABEL: @tensorEncodeStatic
// CHECK-SAME:    %[[ARG0:.[a-zA-Z0-9]+]]
// CHECK-SAME:    %[[ARG1:.[a-zA-Z0-9]+]]
#encoding = #iree_encoding.testing<>
util.func public @tensorEncodeStatic(%arg0 : tensor<4x4xf32>) -> tensor<4x4xf32, #encoding> {
  // CHECK: %[[SIZE:.+]] = stream.tensor.sizeof tensor<4x4xf32, #[[$ENCODING]]> : index
  // CHECK: %[[RESULT:.+]] = stream.tensor.encode %[[ARG0]] : tensor<4x4xf32> in !stream.resource<*>{%[[ARG1]]} -> tensor<4x4xf32, #[[$ENCODING]]> in !stream.resource<*>{%[[SIZE]]}
  %0 = flow.tensor.encode %arg0 : tensor<4x4xf32> -> tensor<4x4xf32, #encoding>
  // CHECK: util.return %[[RESULT]], %[[SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<4x4xf32, #encoding>
}

