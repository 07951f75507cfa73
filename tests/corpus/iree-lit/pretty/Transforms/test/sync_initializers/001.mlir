module {
  util.global private @global : !stream.resource<transient>
  util.initializer {
    %c100 = arith.constant 100 : index
    %0 = stream.async.alloca : !stream.resource<transient>{%c100}
    %result, %result_timepoint = stream.timepoint.barrier %0 : !stream.resource<transient>{%c100} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%c100}
    util.global.store %1, @global : !stream.resource<transient>
    util.return
  }
}

