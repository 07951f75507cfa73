module {
  util.func private @SinkAwaitToFirstConsumerRegion(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: !stream.resource<constant>, %arg4: !stream.resource<staging>, %arg5: !stream.resource<external>, %arg6: !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>) {
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %0:2 = stream.timepoint.await %arg6 => %arg3, %arg4 : !stream.resource<constant>{%c100}, !stream.resource<staging>{%c200}
    cf.cond_br %arg0, ^bb1, ^bb2(%arg5, %arg5 : !stream.resource<external>, !stream.resource<external>)
  ^bb1:  // pred: ^bb0
    %1 = "fake.region"() ({
      %5 = "fake.region"() ({
        %6 = stream.async.transfer %0#0 : !stream.resource<constant>{%c100} -> !stream.resource<external>{%c100}
        "fake.yield"(%6) : (!stream.resource<external>) -> ()
      }) : () -> !stream.resource<external>
      "fake.yield"(%5) : (!stream.resource<external>) -> ()
    }) : () -> !stream.resource<external>
    %2 = stream.async.transfer %0#1 : !stream.resource<staging>{%c200} -> !stream.resource<external>{%c200}
    cf.br ^bb2(%2, %1 : !stream.resource<external>, !stream.resource<external>)
  ^bb2(%3: !stream.resource<external>, %4: !stream.resource<external>):  // 2 preds: ^bb0, ^bb1
    util.return %3, %4 : !stream.resource<external>, !stream.resource<external>
  }
}

