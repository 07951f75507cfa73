module {
  util.func public @transferSameTypeFromArg(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c100 = arith.constant 100 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    util.return %0 : !stream.resource<external>
  }
}

