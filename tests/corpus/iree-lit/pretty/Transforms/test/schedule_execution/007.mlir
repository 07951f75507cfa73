module {
  util.func public @deviceHostDevice() -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123_i8 = arith.constant 123 : i8
    %0 = stream.async.splat %c123_i8 : i8 -> !stream.resource<transient>{%c1}
    %1 = stream.async.transfer %0 : !stream.resource<transient>{%c1} -> !stream.resource<staging>{%c1}
    %2 = stream.async.load %1[%c0] : !stream.resource<staging>{%c1} -> i8
    %3 = arith.addi %2, %2 : i8
    %4 = stream.async.store %3, %1[%c0] : i8 -> %1 as !stream.resource<staging>{%c1}
    %5 = stream.async.transfer %4 : !stream.resource<staging>{%c1} -> !stream.resource<transient>{%c1}
    util.return %5 : !stream.resource<transient>
  }
}

