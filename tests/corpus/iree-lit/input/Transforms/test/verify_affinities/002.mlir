
// Tests that affinities on ancestor ops are allowed.

// CHECK-LABEL: @affinityOnAncestorOp
util.func public @affinityOnAncestorOp(%size: index) attributes {
  stream.affinity = #hal.device.promise<@device>
} {
  // CHECK: stream.async.alloca
  %0 = stream.async.alloca : !stream.resource<transient>{%size}
  util.return
}

