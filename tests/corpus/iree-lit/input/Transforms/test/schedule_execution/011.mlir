
// Tests that async calls that return only resource types are handled correctly.

stream.async.func private @inplaceExtern(%arg0: !stream.resource<*>, %arg1: index) -> %arg0

// CHECK-LABEL: @inplaceCall
util.func public @inplaceCall(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> (!stream.resource<*>, index) {
  %c0 = arith.constant 0 : index
  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.call
  %0 = stream.async.call @inplaceExtern(%arg0[%c0 to %arg1 for %arg1], %arg2) : (!stream.resource<*>{%arg1}, index) -> %arg0{%arg1}
  // CHECK: stream.timepoint.await
  util.return %0, %arg1 : !stream.resource<*>, index
}

