module {
  util.func private @SinkAwaitToFirstConsumer(%arg0: i1, %arg1: i1, %arg2: !stream.resource<constant>, %arg3: !stream.resource<staging>, %arg4: !stream.resource<external>, %arg5: !stream.timepoint) -> !stream.resource<external> {
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %0:2 = stream.timepoint.await %arg5 => %arg2, %arg3 : !stream.resource<constant>{%c100}, !stream.resource<staging>{%c200}
    cf.cond_br %arg0, ^bb1, ^bb4(%arg4 : !stream.resource<external>)
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %1 = stream.async.transfer %0#0 : !stream.resource<constant>{%c100} -> !stream.resource<external>{%c100}
    cf.br ^bb4(%1 : !stream.resource<external>)
  ^bb3:  // pred: ^bb1
    %2 = stream.async.transfer %0#1 : !stream.resource<staging>{%c200} -> !stream.resource<external>{%c200}
    cf.br ^bb4(%2 : !stream.resource<external>)
  ^bb4(%3: !stream.resource<external>):  // 3 preds: ^bb0, ^bb2, ^bb3
    util.return %3 : !stream.resource<external>
  }
}

