
// Tests that a cross-lifetime clone (external → *) is preserved when the
// clone result is mutated via a tied dispatch (in-place write).

stream.executable private @dispatch_ex {
  stream.executable.export public @dispatch
  builtin.module {
    func.func @dispatch(%in: !stream.binding, %out: !stream.binding) {
      return
    }
  }
}

// CHECK-LABEL: @crossLifetimeClonePreserved_resultMutated
util.func public @crossLifetimeClonePreserved_resultMutated(%input: !stream.resource<external>, %size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  // CHECK: %[[CLONE:.+]] = stream.async.clone
  %clone = stream.async.clone %input : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
  // Tied dispatch mutates clone in-place.
  // CHECK: stream.async.dispatch @dispatch_ex::@dispatch(%[[CLONE]]{{.*}}) : ({{.*}}) -> %[[CLONE]]
  %d = stream.async.dispatch @dispatch_ex::@dispatch(%clone[%c0 to %size for %size])
      : (!stream.resource<*>{%size}) -> %clone{%size}
  util.return %d : !stream.resource<*>
}

