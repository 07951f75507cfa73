module {
  util.func public @wrong_type(%arg0: !stream.resource<*>) -> !stream.resource<*> attributes {iree.reflection = {iree.abi.transients.size = @wrong_type$transient_size}} {
    util.return %arg0 : !stream.resource<*>
  }
  util.func private @wrong_type$transient_size(%arg0: !stream.resource<*>) -> i64 {
    %c1024_i64 = arith.constant 1024 : i64
    util.return %c1024_i64 : i64
  }
}

