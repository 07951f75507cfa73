module {
  util.func public @clonePreservedSourceMutatedElsewhere(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %2 = stream.async.fill %c123_i32, %0[%c0 to %arg0 for %arg0] : i32 -> %0 as !stream.resource<*>{%arg0}
    %3 = stream.async.dispatch @dispatch_ex::@dispatch(%1[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    util.return %2, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

