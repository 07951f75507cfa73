module {
  util.func public @affinityOnAncestorOp(%arg0: index) attributes {stream.affinity = #hal.device.promise<@device>} {
    %0 = stream.async.alloca : !stream.resource<transient>{%arg0}
    util.return
  }
}

