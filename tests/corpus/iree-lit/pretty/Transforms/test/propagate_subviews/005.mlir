module {
  util.func private @caller(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) {
    %0:2 = util.call @callee(%arg0, %arg1) : (!stream.resource<external>, !stream.resource<transient>) -> (!stream.resource<external>, !stream.resource<transient>)
    %1 = util.optimization_barrier %0#0 : !stream.resource<external>
    %2 = util.optimization_barrier %0#1 : !stream.resource<transient>
    util.return
  }
  util.func private @callee(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) -> (!stream.resource<external>, !stream.resource<transient>) {
    util.return %arg0, %arg1 : !stream.resource<external>, !stream.resource<transient>
  }
}

