module {
  util.func public @affinityOnOp(%arg0: index) {
    %0 = stream.async.alloca on(#hal.device.promise<@device>) : !stream.resource<transient>{%arg0}
    util.return
  }
}

