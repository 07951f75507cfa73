module {
  util.func private @resourceConstants() -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %results:2, %result_timepoint = stream.resource.constants : 
      !stream.resource<constant>{%c4} = dense<100> : tensor<1xi32>,
      !stream.resource<constant>{%c8} = dense<[101, 102]> : tensor<2xi32>
      => !stream.timepoint
    util.return %results#0, %results#1, %result_timepoint : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
  }
}

