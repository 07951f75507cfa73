"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<transient>, sym_name = "NoConvertSplatConstantsIntoSplats_dense_resource", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "stream.async.constant"(%arg0) <{value = dense_resource<resource_i64> : tensor<1xi64>}> : (index) -> !stream.resource<transient>
    "util.return"(%0) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      resource_i64: "0x080000000100000000000000"
    }
  }
#-}

