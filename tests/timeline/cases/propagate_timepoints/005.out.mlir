module {
  util.func private @caller(%arg0: !stream.resource<external>, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<external>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<external>{%0}
    %2 = stream.resource.size %arg2 : !stream.resource<transient>
    %3 = stream.timepoint.await %arg3 => %arg2 : !stream.resource<transient>{%2}
    %4:4 = util.call @callee(%arg0, %arg1, %arg2, %arg3) : (!stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint)
    %5 = stream.resource.size %4#0 : !stream.resource<external>
    %6 = stream.timepoint.await %4#1 => %4#0 : !stream.resource<external>{%5}
    %7 = stream.resource.size %4#2 : !stream.resource<transient>
    %8 = stream.timepoint.await %4#3 => %4#2 : !stream.resource<transient>{%7}
    %9 = util.optimization_barrier %6 : !stream.resource<external>
    %10 = util.optimization_barrier %8 : !stream.resource<transient>
    util.return
  }
  util.func private @callee(%arg0: !stream.resource<external>, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<external>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<external>{%0}
    %2 = stream.resource.size %arg2 : !stream.resource<transient>
    %3 = stream.timepoint.await %arg3 => %arg2 : !stream.resource<transient>{%2}
    util.return %arg0, %arg1, %arg2, %arg3 : !stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint
  }
}

