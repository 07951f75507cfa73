
// CHECK-LABEL: @tensorConstant
util.func private @tensorConstant(%arg0: index) -> !stream.resource<constant> {
  // CHECK: = stream.tensor.constant : tensor<?x5x64xf32>{%arg0} in !stream.resource<constant> = dense<0.000000e+00> : tensor<1x5x64xf32>
  %0 = stream.tensor.constant : tensor<?x5x64xf32>{%arg0} in !stream.resource<constant> = dense<0.000000e+00> : tensor<1x5x64xf32>
  util.return %0 : !stream.resource<constant>
}

