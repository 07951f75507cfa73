module {
  util.func private @ElideImmediateBarrier(%arg0: index) -> (!stream.resource<external>, !stream.timepoint) {
    %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%arg0}
    %result, %result_timepoint = stream.timepoint.barrier %0 : !stream.resource<external>{%arg0} => !stream.timepoint
    util.return %result, %result_timepoint : !stream.resource<external>, !stream.timepoint
  }
}

