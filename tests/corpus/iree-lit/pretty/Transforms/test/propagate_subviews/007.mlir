module {
  util.func private @switch(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) {
    %c1_i32 = arith.constant 1 : i32
    cf.switch %c1_i32 : i32, [
      default: ^bb1(%arg0, %arg1 : !stream.resource<external>, !stream.resource<transient>),
      0: ^bb1(%arg0, %arg1 : !stream.resource<external>, !stream.resource<transient>)
    ]
  ^bb1(%0: !stream.resource<external>, %1: !stream.resource<transient>):  // 2 preds: ^bb0, ^bb0
    %2 = util.optimization_barrier %0 : !stream.resource<external>
    %3 = util.optimization_barrier %1 : !stream.resource<transient>
    util.return
  }
}

