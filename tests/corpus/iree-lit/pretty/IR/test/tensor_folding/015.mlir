module {
  util.func private @NarrowSplatPatternF32() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = stream.tensor.splat %cst : f32 -> tensor<2x2xf32> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

