module {
  util.func public @constant_size(%arg0: !stream.resource<*>) -> !stream.resource<*> attributes {iree.reflection = {iree.abi.transients.size = @constant_size$transient_size}} {
    util.return %arg0 : !stream.resource<*>
  }
  util.func private @constant_size$transient_size(%arg0: !stream.resource<*>) -> index {
    %c1024 = arith.constant 1024 : index
    util.return %c1024 : index
  }
}

