module {
  util.func private @FoldAsyncCastSameType(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<external> {
    %0 = stream.async.cast %arg0 : !stream.resource<external>{%arg1} -> !stream.resource<external>{%arg1}
    util.return %0 : !stream.resource<external>
  }
}

