module {
  util.func private @FoldAsyncCastChain(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %0 = stream.async.cast %arg0 : !stream.resource<external>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.cast %0 : !stream.resource<*>{%arg1} -> !stream.resource<external>{%arg1}
    util.return %1 : !stream.resource<external>
  }
}

