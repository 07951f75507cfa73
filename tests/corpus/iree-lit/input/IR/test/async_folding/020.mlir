
// Tests that writes on the update source will fail to elide the update.
// TODO(benvanik): support looking for writes only prior to the update that are
// known-safe.

// CHECK-LABEL: @ElideInPlaceUpdateDispatchMultiUseWrite
util.func private @ElideInPlaceUpdateDispatchMultiUseWrite(%arg0: !stream.resource<*>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
  %c0 = arith.constant 0 : index
  // CHECK: stream.async.dispatch @ex::@fn0
  %0 = stream.async.dispatch @ex::@fn0(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %arg0{%arg1}
  // CHECK: stream.async.update
  %1 = stream.async.update %0, %arg0[%c0 to %arg1] : !stream.resource<*>{%arg1} -> %arg0 as !stream.resource<*>{%arg1}
  // CHECK: stream.async.dispatch @ex::@fn1
  %2 = stream.async.dispatch @ex::@fn1(%0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %0{%arg1}
  util.return %1, %2 : !stream.resource<*>, !stream.resource<*>
}

