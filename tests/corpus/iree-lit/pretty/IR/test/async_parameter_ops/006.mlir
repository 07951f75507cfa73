module {
  util.func private @asyncParameterReadNoScope(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer) -> !stream.resource<transient> {
    %c1024_i64 = arith.constant 1024 : i64
    %c128 = arith.constant 128 : index
    %c384 = arith.constant 384 : index
    %c256 = arith.constant 256 : index
    %result, %result_timepoint = stream.async.parameter.read %arg2[%c1024_i64] -> %arg0[%c128 to %c384 for %c256] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

