module {
  util.func private @asyncParameterLoadLegalAwaitSubviewSlice(%arg0: !util.buffer, %arg1: !util.buffer) -> !stream.resource<constant> {
    %c0_i64 = arith.constant 0 : i64
    %c100 = arith.constant 100 : index
    %c20 = arith.constant 20 : index
    %c70 = arith.constant 70 : index
    %c50 = arith.constant 50 : index
    %c10 = arith.constant 10 : index
    %c40 = arith.constant 40 : index
    %c30 = arith.constant 30 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c100}
    %1 = stream.resource.subview %0[%c20] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
    %2 = stream.async.slice %1[%c10 to %c40] : !stream.resource<constant>{%c50} -> !stream.resource<constant>{%c30}
    util.return %2 : !stream.resource<constant>
  }
}

