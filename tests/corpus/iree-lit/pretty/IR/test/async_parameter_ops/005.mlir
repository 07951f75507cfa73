module {
  util.func private @asyncParameterRead(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c256_i64 = arith.constant 256 : i64
    %c64 = arith.constant 64 : index
    %c576 = arith.constant 576 : index
    %c512 = arith.constant 512 : index
    %result, %result_timepoint = stream.async.parameter.read %arg2::%arg3[%c256_i64] -> %arg0[%c64 to %c576 for %c512] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

