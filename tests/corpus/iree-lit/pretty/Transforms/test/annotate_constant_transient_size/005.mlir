module {
  util.func public @symbol_not_found(%arg0: !stream.resource<*>) -> !stream.resource<*> attributes {iree.reflection = {iree.abi.transients.size = @missing_func}} {
    util.return %arg0 : !stream.resource<*>
  }
}

