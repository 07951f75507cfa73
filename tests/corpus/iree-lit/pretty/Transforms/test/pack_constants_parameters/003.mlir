module {
  util.func public @parameterLoadNoScope() -> (!stream.resource<constant>, !stream.timepoint) {
    %c40 = arith.constant 40 : index
    %results, %result_timepoint = stream.resource.constants : 
      !stream.resource<constant>{%c40} = #stream.parameter.named<"weights"> : tensor<10xf32>
      => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<constant>, !stream.timepoint
  }
}

