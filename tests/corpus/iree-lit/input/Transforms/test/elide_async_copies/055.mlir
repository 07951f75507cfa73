
// Tests that multiple cross-lifetime clones (external → *) are preserved
// by the first pass. The full pipeline (RefineUsage + second ElideAsyncCopies)
// handles their elimination.

stream.executable private @dispatch_ex {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%in: !stream.binding, %out: !stream.binding) {
      return
    }
  }
}

// CHECK-LABEL: @crossLifetimeClonePreserved_multipleReadOnly
util.func public @crossLifetimeClonePreserved_multipleReadOnly(%input: !stream.resource<external>, %size: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  // CHECK: stream.async.clone
  %clone0 = stream.async.clone %input : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  %d0 = stream.async.dispatch @dispatch_ex::@dispatch(%clone0[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: stream.async.clone
  %clone1 = stream.async.clone %input : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  %d1 = stream.async.dispatch @dispatch_ex::@dispatch(%clone1[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  // CHECK: util.return
  util.return %d0, %d1 : !stream.resource<*>, !stream.resource<*>
}
