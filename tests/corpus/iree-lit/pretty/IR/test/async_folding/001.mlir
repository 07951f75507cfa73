module {
  util.func private @SinkSplatsToConsumers(%arg0: i1, %arg1: i1, %arg2: !stream.resource<*>, %arg3: !stream.resource<*>, %arg4: !stream.resource<*>) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c100}
    cf.cond_br %arg0, ^bb1, ^bb4(%arg4 : !stream.resource<*>)
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %1 = stream.async.dispatch @executable::@dispatch0[%c1, %c2, %c3](%0[%c0 to %c100 for %c100]) : (!stream.resource<*>{%c100}) -> !stream.resource<*>{%c100}
    cf.br ^bb4(%1 : !stream.resource<*>)
  ^bb3:  // pred: ^bb1
    %2 = stream.async.dispatch @executable::@dispatch1[%c1, %c2, %c3](%0[%c0 to %c100 for %c100]) : (!stream.resource<*>{%c100}) -> !stream.resource<*>{%c100}
    cf.br ^bb4(%2 : !stream.resource<*>)
  ^bb4(%3: !stream.resource<*>):  // 3 preds: ^bb0, ^bb2, ^bb3
    util.return %3 : !stream.resource<*>
  }
}

