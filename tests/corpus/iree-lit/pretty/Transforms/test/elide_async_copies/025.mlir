module {
  util.func public @transferTypeChangingFromArg(%arg0: !stream.resource<transient>) -> !stream.resource<external> {
    %c100 = arith.constant 100 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<transient>{%c100} -> !stream.resource<external>{%c100}
    util.return %0 : !stream.resource<external>
  }
}

