module {
  util.func public @cloneAcrossPartitions(%arg0: i1) -> (!stream.resource<external>, !stream.resource<transient>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123_i8 = arith.constant 123 : i8
    %0 = stream.async.splat %c123_i8 : i8 -> !stream.resource<transient>{%c1}
    %1 = stream.async.dispatch @ex::@dispatch0[%c1, %c1, %c1](%0[%c0 to %c1 for %c1]) : (!stream.resource<transient>{%c1}) -> !stream.resource<transient>{%c1}
    %2 = stream.async.transfer %1 : !stream.resource<transient>{%c1} -> !stream.resource<staging>{%c1}
    %3 = stream.async.load %2[%c0] : !stream.resource<staging>{%c1} -> i8
    %4 = stream.async.store %3, %2[%c0] : i8 -> %2 as !stream.resource<staging>{%c1}
    %5 = stream.async.transfer %4 : !stream.resource<staging>{%c1} -> !stream.resource<transient>{%c1}
    %6 = stream.async.dispatch @ex::@dispatch1[%c1, %c1, %c1](%5[%c0 to %c1 for %c1], %0[%c0 to %c1 for %c1]) : (!stream.resource<transient>{%c1}, !stream.resource<transient>{%c1}) -> !stream.resource<transient>{%c1}
    %7 = stream.async.transfer %6 : !stream.resource<transient>{%c1} -> !stream.resource<external>{%c1}
    util.return %7, %0 : !stream.resource<external>, !stream.resource<transient>
  }
}

