
// CHECK-LABEL: @resourceRelease
util.func private @resourceRelease(%arg0: !stream.resource<*>, %arg1: index) -> i1 {
  // CHECK: = stream.resource.release %arg0 : !stream.resource<*>{%arg1}
  %0 = stream.resource.release %arg0 : !stream.resource<*>{%arg1}
  util.return %0 : i1
}

