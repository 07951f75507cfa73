module {
  util.func private @CollapseAsyncCastChain(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<transient> {
    %0 = stream.async.cast %arg0 : !stream.resource<external>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.cast %0 : !stream.resource<*>{%arg1} -> !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

