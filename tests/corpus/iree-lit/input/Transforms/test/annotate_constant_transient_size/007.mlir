
// Verifies an error is emitted when the size query function has no return values.

util.func public @no_return(%arg0: !stream.resource<*>) -> !stream.resource<*>
    attributes {iree.reflection = {iree.abi.transients.size = @no_return$transient_size}} {
  util.return %arg0 : !stream.resource<*>
}

// expected-error @+1 {{transient size query function must return exactly one value}}
util.func private @no_return$transient_size(%arg0: !stream.resource<*>) {
  util.return
}

