
// CHECK-LABEL: @resourceIsTerminal
util.func private @resourceIsTerminal(%arg0: !stream.resource<*>, %arg1: index) -> i1 {
  // CHECK: = stream.resource.is_terminal %arg0 : !stream.resource<*>{%arg1}
  %0 = stream.resource.is_terminal %arg0 : !stream.resource<*>{%arg1}
  util.return %0 : i1
}

