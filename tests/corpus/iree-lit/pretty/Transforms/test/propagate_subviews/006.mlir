module {
  util.func private @br(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) {
    cf.br ^bb1(%arg0, %arg1 : !stream.resource<external>, !stream.resource<transient>)
  ^bb1(%0: !stream.resource<external>, %1: !stream.resource<transient>):  // pred: ^bb0
    %2 = util.optimization_barrier %0 : !stream.resource<external>
    %3 = util.optimization_barrier %1 : !stream.resource<transient>
    util.return
  }
}

