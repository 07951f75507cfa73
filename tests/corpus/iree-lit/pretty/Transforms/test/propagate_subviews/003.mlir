module {
  util.func private @funcArgs(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) {
    %0 = util.optimization_barrier %arg0 : !stream.resource<external>
    %1 = util.optimization_barrier %arg1 : !stream.resource<transient>
    util.return
  }
}

