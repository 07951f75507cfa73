module {
  util.func public @no_return(%arg0: !stream.resource<*>) -> !stream.resource<*> attributes {iree.reflection = {iree.abi.transients.size = @no_return$transient_size}} {
    util.return %arg0 : !stream.resource<*>
  }
  util.func private @no_return$transient_size(%arg0: !stream.resource<*>) {
    util.return
  }
}

