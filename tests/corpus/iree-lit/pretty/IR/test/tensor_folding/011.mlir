module {
  util.func private @NarrowSplatPatternI64ToI8() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.tensor.splat %c0_i64 : i64 -> tensor<2x2xf32> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

