module {
  util.func public @partitioning(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c80 = arith.constant 80 : index
    %c1280 = arith.constant 1280 : index
    %c255_i32 = arith.constant 255 : i32
    %0 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%c1280}
    %1 = stream.async.dispatch @ex::@dispatch_0[%c1, %c1, %c1](%0[%c0 to %c1280 for %c1280], %arg1[%c0 to %c80 for %c80]) : (!stream.resource<transient>{%c1280}, !stream.resource<external>{%c80}) -> %0{%c1280}
    %2 = stream.async.splat %c255_i32 : i32 -> !stream.resource<transient>{%c20}
    %3 = stream.async.dispatch @ex::@dispatch_1[%c1, %c1, %c1](%arg0[%c0 to %c20 for %c20], %2[%c0 to %c20 for %c20]) : (!stream.resource<external>{%c20}, !stream.resource<transient>{%c20}) -> %2{%c20}
    %4 = stream.async.dispatch @ex::@dispatch_2[%c1, %c1, %c1](%1[%c0 to %c1280 for %c1280], %3[%c0 to %c20 for %c20]) : (!stream.resource<transient>{%c1280}, !stream.resource<transient>{%c20}) -> !stream.resource<external>{%c20}
    util.return %4 : !stream.resource<external>
  }
}

