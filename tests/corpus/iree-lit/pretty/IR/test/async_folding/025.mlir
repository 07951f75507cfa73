module {
  util.func private @IntermediateTransferElision(%arg0: !stream.resource<constant>, %arg1: index) -> !stream.resource<external> {
    %0 = stream.async.transfer %arg0 : !stream.resource<constant>{%arg1} -> !stream.resource<staging>{%arg1}
    %1 = stream.async.transfer %0 : !stream.resource<staging>{%arg1} -> !stream.resource<external>{%arg1}
    util.return %1 : !stream.resource<external>
  }
}

