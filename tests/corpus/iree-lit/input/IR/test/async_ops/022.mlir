
// CHECK-LABEL: @asyncDispatchNoInputs
util.func private @asyncDispatchNoInputs(%arg0: index) -> !stream.resource<*> {
  %c1 = arith.constant 1 : index
  // CHECK: = stream.async.dispatch @executable::@dispatch[%c1]() : () -> !stream.resource<*>{%arg0}
  %0 = stream.async.dispatch @executable::@dispatch[%c1]() : () -> !stream.resource<*>{%arg0}
  util.return %0 : !stream.resource<*>
}

