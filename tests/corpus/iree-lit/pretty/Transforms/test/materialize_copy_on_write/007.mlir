module {
  util.func private @tiedDispatches() {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c40 = arith.constant 40 : index
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<*>{%c40}
    %1 = stream.async.splat %c1_i32 : i32 -> !stream.resource<*>{%c16}
    %2 = stream.async.dispatch @ex::@dispatch0[%c1, %c1, %c1](%0[%c0 to %c40 for %c40], %1[%c0 to %c16 for %c16]) : (!stream.resource<*>{%c40}, !stream.resource<*>{%c16}) -> %0{%c40}
    %3 = stream.async.dispatch @ex::@dispatch1[%c1, %c1, %c1](%2[%c0 to %c40 for %c40], %0[%c0 to %c40 for %c40]) : (!stream.resource<*>{%c40}, !stream.resource<*>{%c40}) -> %2{%c40}
    util.return
  }
}

