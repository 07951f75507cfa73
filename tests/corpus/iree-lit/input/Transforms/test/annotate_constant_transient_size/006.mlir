
// Verifies an error is emitted when the size query function has the wrong return type.

util.func public @wrong_type(%arg0: !stream.resource<*>) -> !stream.resource<*>
    attributes {iree.reflection = {iree.abi.transients.size = @wrong_type$transient_size}} {
  util.return %arg0 : !stream.resource<*>
}

// expected-error @+1 {{transient size query function must return index type}}
util.func private @wrong_type$transient_size(%arg0: !stream.resource<*>) -> i64 {
  %c1024 = arith.constant 1024 : i64
  util.return %c1024 : i64
}

