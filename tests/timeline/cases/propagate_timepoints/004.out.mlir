module {
  util.func private @funcResults(%arg0: !stream.resource<external>, %arg1: !stream.timepoint, %arg2: !stream.resource<transient>, %arg3: !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<external>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<external>{%0}
    %2 = stream.resource.size %arg2 : !stream.resource<transient>
    %3 = stream.timepoint.await %arg3 => %arg2 : !stream.resource<transient>{%2}
    util.return %arg0, %arg1, %arg2, %arg3 : !stream.resource<external>, !stream.timepoint, !stream.resource<transient>, !stream.timepoint
  }
}

