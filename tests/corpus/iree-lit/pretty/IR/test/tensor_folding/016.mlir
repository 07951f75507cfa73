module {
  util.func private @NoNarrowSplatPatternI1() -> !stream.resource<*> {
    %c100 = arith.constant 100 : index
    %true = arith.constant true
    %0 = stream.tensor.splat %true : i1 -> tensor<2x2xi1> in !stream.resource<*>{%c100}
    util.return %0 : !stream.resource<*>
  }
}

