module {
  util.func private @asyncParameterLoadLegalSubviewMetadata(%arg0: !util.buffer, %arg1: !util.buffer) {
    %c0_i64 = arith.constant 0 : i64
    %c100 = arith.constant 100 : index
    %c20 = arith.constant 20 : index
    %c50 = arith.constant 50 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
    %0 = stream.resource.subview %result[%c20] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
    util.return
  }
}

