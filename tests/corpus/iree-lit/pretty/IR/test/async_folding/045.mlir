module {
  util.func private @NoConvertSplatConstantsIntoSplats_dense_resource(%arg0: index) -> !stream.resource<transient> {
    %cst = stream.async.constant : !stream.resource<transient>{%arg0} = dense_resource<resource_i64> : tensor<1xi64>
    util.return %cst : !stream.resource<transient>
  }
}

{-#
  dialect_resources: {
    builtin: {
      resource_i64: "0x080000000100000000000000"
    }
  }
#-}

