
// Since dense_resource is not a true DenseElementsAttr splat, the pattern under test must leave it unchanged.

// CHECK-LABEL: @NoConvertSplatConstantsIntoSplats_dense_resource
util.func private @NoConvertSplatConstantsIntoSplats_dense_resource(%arg0: index) -> !stream.resource<transient> {
  // CHECK: = stream.async.constant : !stream.resource<transient>{%arg0} = dense_resource<resource_i64> : tensor<1xi64>
  %0 = stream.async.constant : !stream.resource<transient>{%arg0} = dense_resource<resource_i64> : tensor<1xi64>
  util.return %0 : !stream.resource<transient>
}
{-#
  dialect_resources: {
    builtin: {
      resource_i64: "0x080000000100000000000000"
    }
  }
#-}
