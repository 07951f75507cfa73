module {
  util.func public @cloneAcrossLoadBarrier(%arg0: !stream.resource<external>) -> (!stream.resource<transient>, !stream.resource<transient>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%c24} -> !stream.resource<external>{%c24}
    %1 = stream.async.dispatch @ex::@dispatch_0(%0[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<transient>{%c16}
    %2 = stream.async.transfer %1 : !stream.resource<transient>{%c16} -> !stream.resource<staging>{%c16}
    %3 = stream.async.load %2[%c0] : !stream.resource<staging>{%c16} -> i64
    %4 = stream.async.splat %3 : i64 -> !stream.resource<transient>{%c24}
    %5 = stream.async.dispatch @ex::@dispatch_1(%1[%c0 to %c16 for %c16], %4[%c0 to %c24 for %c24]) : (!stream.resource<transient>{%c16}, !stream.resource<transient>{%c24}) -> !stream.resource<transient>{%c8}
    %6 = stream.async.dispatch @ex::@dispatch_2(%0[%c0 to %c24 for %c24]) : (!stream.resource<external>{%c24}) -> !stream.resource<transient>{%c8}
    util.return %5, %6 : !stream.resource<transient>, !stream.resource<transient>
  }
}

