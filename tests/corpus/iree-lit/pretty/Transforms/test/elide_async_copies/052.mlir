module {
  util.func public @clonePreservedAfterSliceMutation(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c50 = arith.constant 50 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.slice %0[%c0 to %c50] : !stream.resource<*>{%arg0} -> !stream.resource<*>{%c50}
    %2 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %3 = stream.async.fill %c123_i32, %1[%c0 to %c50 for %c50] : i32 -> %1 as !stream.resource<*>{%c50}
    %4 = stream.async.dispatch @dispatch_ex::@dispatch(%2[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    util.return %3, %4 : !stream.resource<*>, !stream.resource<*>
  }
}

