
// Tests that a cross-lifetime clone (external → *) is preserved by the first
// ElideAsyncCopies pass even when neither side is mutated. Cross-lifetime
// elision is handled by ResourceUsageAnalysis propagating source usage through
// the clone, RefineUsage unifying the types, and the second ElideAsyncCopies
// pass eliding the now-same-type clone.

stream.executable private @dispatch_ex {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%in: !stream.binding, %out: !stream.binding) {
      return
    }
  }
}

// CHECK-LABEL: @crossLifetimeClonePreserved_readOnly
util.func public @crossLifetimeClonePreserved_readOnly(%input: !stream.resource<external>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: stream.async.clone
  %clone = stream.async.clone %input : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  %d = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> !stream.resource<*>{%size}
  util.return %d : !stream.resource<*>
}

