module {
  util.func private @asyncParameterWriteNoScope(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer) -> !stream.resource<transient> {
    %c320 = arith.constant 320 : index
    %c704 = arith.constant 704 : index
    %c384 = arith.constant 384 : index
    %c8192_i64 = arith.constant 8192 : i64
    %result, %result_timepoint = stream.async.parameter.write %arg0[%c320 to %c704 for %c384] -> %arg2[%c8192_i64] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

