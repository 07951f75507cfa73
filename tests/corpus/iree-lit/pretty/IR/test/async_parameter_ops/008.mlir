module {
  util.func private @asyncParameterWrite(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c192 = arith.constant 192 : index
    %c960 = arith.constant 960 : index
    %c768 = arith.constant 768 : index
    %c4096_i64 = arith.constant 4096 : i64
    %result, %result_timepoint = stream.async.parameter.write %arg0[%c192 to %c960 for %c768] -> %arg2::%arg3[%c4096_i64] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

