module {
  util.func public @resourceVariables() -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint) {
    %c8 = arith.constant 8 : index
    %c1024 = arith.constant 1024 : index
    %results:2, %result_timepoint = stream.resource.constants : 
      !stream.resource<variable>{%c1024} = dense<100> : tensor<256xi32>,
      !stream.resource<variable>{%c8} = dense<[101, 102]> : tensor<2xi32>
      => !stream.timepoint
    util.return %results#0, %results#1, %result_timepoint : !stream.resource<variable>, !stream.resource<variable>, !stream.timepoint
  }
}

