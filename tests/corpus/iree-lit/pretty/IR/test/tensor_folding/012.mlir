module {
  util.func private @NarrowSplatPatternI64ToI16() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %c-6144129543616877893_i64 = arith.constant -6144129543616877893 : i64
    %0 = stream.tensor.splat %c-6144129543616877893_i64 : i64 -> tensor<2x2xf32> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

