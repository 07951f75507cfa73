module {
  util.func public @multi_value(%arg0: !stream.resource<*>) -> !stream.resource<*> attributes {iree.reflection = {iree.abi.transients.size = @multi_value$transient_size}} {
    util.return %arg0 : !stream.resource<*>
  }
  util.func private @multi_value$transient_size(%arg0: !stream.resource<*>) -> (index, index) {
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    util.return %c128, %c256 : index, index
  }
}

