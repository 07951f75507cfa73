module {
  util.func private @NarrowSplatPatternI64ToI32() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %c-6144092014192636707_i64 = arith.constant -6144092014192636707 : i64
    %0 = stream.tensor.splat %c-6144092014192636707_i64 : i64 -> tensor<2x2xf32> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

