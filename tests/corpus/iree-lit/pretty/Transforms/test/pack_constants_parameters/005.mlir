module {
  util.func public @parameterGatherMixedScopes() -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint) {
    %c40 = arith.constant 40 : index
    %c80 = arith.constant 80 : index
    %results:2, %result_timepoint = stream.resource.constants : 
      !stream.resource<variable>{%c40} = #stream.parameter.named<"scope_a"::"weights"> : tensor<10xf32>,
      !stream.resource<variable>{%c80} = #stream.parameter.named<"scope_b"::"bias"> : tensor<20xf32>
      => !stream.timepoint
    util.return %results#0, %results#1, %result_timepoint : !stream.resource<variable>, !stream.resource<variable>, !stream.timepoint
  }
}

