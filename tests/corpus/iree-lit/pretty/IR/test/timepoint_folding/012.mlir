module {
  util.func private @ElideImmediateHostAwaits(%arg0: !stream.resource<staging>) -> !stream.resource<staging> {
    %c100 = arith.constant 100 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.timepoint.await %0 => %arg0 : !stream.resource<staging>{%c100}
    util.return %1 : !stream.resource<staging>
  }
}

