module {
  util.func private @NarrowSplatPatternBF16() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %0 = stream.tensor.splat %cst : bf16 -> tensor<2x2xf32> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

