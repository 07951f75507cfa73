module {
  util.func public @parameterWriteNoScope(%arg0: !stream.resource<transient>, %arg1: !util.buffer) -> !stream.resource<transient> {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %result, %result_timepoint = stream.async.parameter.write %arg0[%c0 to %c256 for %c256] -> %arg1[%c0_i64] : !stream.resource<transient>{%c256} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%c256}
    util.return %0 : !stream.resource<transient>
  }
}

