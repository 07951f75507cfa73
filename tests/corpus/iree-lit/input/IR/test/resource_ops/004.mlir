
// CHECK-LABEL: @resourceRetain
util.func private @resourceRetain(%arg0: !stream.resource<*>, %arg1: index) {
  // CHECK: stream.resource.retain %arg0 : !stream.resource<*>{%arg1}
  stream.resource.retain %arg0 : !stream.resource<*>{%arg1}
  util.return
}

