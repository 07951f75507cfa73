
// Verifies an error is emitted when the referenced size query function is not found.

// expected-error @+1 {{referenced transient size query function '@missing_func' not found in module}}
util.func public @symbol_not_found(%arg0: !stream.resource<*>) -> !stream.resource<*>
    attributes {iree.reflection = {iree.abi.transients.size = @missing_func}} {
  util.return %arg0 : !stream.resource<*>
}

