module {
  util.func private @funcArgs(%arg0: !stream.resource<external>, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<external>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<external>{%0}
    %2 = stream.resource.size %arg2 : !stream.resource<transient>
    %3 = stream.timepoint.await %arg3 => %arg2 : !stream.resource<transient>{%2}
    %4 = util.optimization_barrier %1 : !stream.resource<external>
    %5 = util.optimization_barrier %3 : !stream.resource<transient>
    util.return
  }
}

