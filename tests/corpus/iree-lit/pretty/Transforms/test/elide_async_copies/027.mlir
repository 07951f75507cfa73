module {
  stream.executable private @ex_transfer {
    stream.executable.export public @dispatch1 workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
    stream.executable.export public @dispatch2 workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func public @transferSameTypeMultiUse(%arg0: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %0 = stream.async.transfer %arg0 : !stream.resource<external>{%c100} -> !stream.resource<external>{%c100}
    %1 = stream.async.dispatch @ex_transfer::@dispatch1(%arg0[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
    %2 = stream.async.dispatch @ex_transfer::@dispatch2(%0[%c0 to %c100 for %c100]) : (!stream.resource<external>{%c100}) -> !stream.resource<external>{%c100}
    util.return %1, %2 : !stream.resource<external>, !stream.resource<external>
  }
}

