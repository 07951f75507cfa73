module {
  util.func private @br(%arg0: !stream.resource<external>, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<external>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<external>{%0}
    %2 = stream.resource.size %arg2 : !stream.resource<transient>
    %3 = stream.timepoint.await %arg3 => %arg2 : !stream.resource<transient>{%2}
    cf.br ^bb1(%arg0, %arg1, %arg2, %arg3 : !stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint)
  ^bb1(%4: !stream.resource<external>, %5: !stream.timepoint, %6: !stream.resource<transient>, %7: !stream.timepoint):  // pred: ^bb0
    %8 = stream.resource.size %4 : !stream.resource<external>
    %9 = stream.timepoint.await %5 => %4 : !stream.resource<external>{%8}
    %10 = stream.resource.size %6 : !stream.resource<transient>
    %11 = stream.timepoint.await %7 => %6 : !stream.resource<transient>{%10}
    %12 = util.optimization_barrier %9 : !stream.resource<external>
    %13 = util.optimization_barrier %11 : !stream.resource<transient>
    util.return
  }
}

