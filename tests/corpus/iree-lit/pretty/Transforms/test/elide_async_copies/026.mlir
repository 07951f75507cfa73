module {
  util.func public @transferChainFromArg(%arg0: !stream.resource<constant>) -> !stream.resource<external> {
    %c100 = arith.constant 100 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<constant>{%c100} -> !stream.resource<transient>{%c100}
    %1 = stream.async.transfer %0 : !stream.resource<transient>{%c100} -> !stream.resource<external>{%c100}
    util.return %1 : !stream.resource<external>
  }
}

