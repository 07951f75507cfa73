
// CHECK-LABEL: @tensorSizeOf
util.func private @tensorSizeOf(%arg0: index) -> index {
  // CHECK: = stream.tensor.sizeof tensor<?x5xf32>{%arg0} : index
  %0 = stream.tensor.sizeof tensor<?x5xf32>{%arg0} : index
  util.return %0 : index
}

