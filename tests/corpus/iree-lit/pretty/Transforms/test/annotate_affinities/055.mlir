module {
  util.func public @stream_update_tied_result_affinity(%arg0: index) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %cst = stream.async.constant on(#hal.device.promise<@dev_a>) : !stream.resource<transient>{%arg0} = dense<0> : tensor<8xi32>
    %cst_0 = stream.async.constant on(#hal.device.promise<@dev_b>) : !stream.resource<transient>{%arg0} = dense<1> : tensor<8xi32>
    %0 = stream.async.update on(#hal.device.promise<@dev_b>) %cst_0, %cst[%c0 to %arg0] : !stream.resource<transient>{%arg0} -> %cst as !stream.resource<transient>{%arg0}
    util.return %0 : !stream.resource<transient>
  }
}

