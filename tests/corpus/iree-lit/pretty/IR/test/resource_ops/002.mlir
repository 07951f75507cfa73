module {
  util.func private @resourceAlloca(%arg0: index, %arg1: !stream.timepoint) -> (!stream.resource<staging>, !stream.timepoint, !stream.resource<staging>, !stream.timepoint) {
    %result, %result_timepoint = stream.resource.alloca uninitialized : !stream.resource<staging>{%arg0} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized await(%arg1) => !stream.resource<staging>{%arg0} => !stream.timepoint
    util.return %result, %result_timepoint, %result_0, %result_timepoint_1 : !stream.resource<staging>, !stream.timepoint, !stream.resource<staging>, !stream.timepoint
  }
}

