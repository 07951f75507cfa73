
// Tests that ops with no affinities fail.

util.func public @missingAffinity(%size: index) {
  // expected-error @+1 {{does not have an affinity assigned}}
  %0 = stream.async.alloca : !stream.resource<transient>{%size}
  util.return
}
