module {
  util.func public @parameterLoadBatchSameScope() -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
    %c40 = arith.constant 40 : index
    %c80 = arith.constant 80 : index
    %results:2, %result_timepoint = stream.resource.constants : 
      !stream.resource<constant>{%c40} = #stream.parameter.named<"model"::"weights"> : tensor<10xf32>,
      !stream.resource<constant>{%c80} = #stream.parameter.named<"model"::"bias"> : tensor<20xf32>
      => !stream.timepoint
    util.return %results#0, %results#1, %result_timepoint : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
  }
}

