module {
  util.func public @partitionWithinBlocks(%arg0: i1) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1280 = arith.constant 1280 : index
    %c255_i32 = arith.constant 255 : i32
    %0 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%c1280}
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = stream.async.dispatch @ex::@dispatch_0[%c1, %c1, %c1](%0[%c0 to %c1280 for %c1280]) : (!stream.resource<transient>{%c1280}) -> %0{%c1280}
    util.return %1 : !stream.resource<transient>
  ^bb2:  // pred: ^bb0
    %2 = stream.async.dispatch @ex::@dispatch_1[%c1, %c1, %c1](%0[%c0 to %c1280 for %c1280]) : (!stream.resource<transient>{%c1280}) -> %0{%c1280}
    util.return %2 : !stream.resource<transient>
  }
}

