module {
  stream.executable private @ex_tied_passthrough {
    stream.executable.export public @dispatch workgroups() -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @updateNotElided_tiedDispatch(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c456_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.update %1, %0[%c0 to %c4] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg0}
    %3 = stream.async.dispatch @ex_tied_passthrough::@dispatch(%2[%c4 to %c8 for %c4]) : (!stream.resource<*>{%arg0}) -> %2{%arg0}
    %4 = stream.async.alloca : !stream.resource<*>{%c8}
    %5 = stream.async.copy %3[%c0 to %c8], %4[%c0 to %c8], %c8 : !stream.resource<*>{%arg0} -> %4 as !stream.resource<*>{%c8}
    util.return %5 : !stream.resource<*>
  }
}

