// expect-error: 7:10
// kind: verify
// resource.constants with two values for one result
util.func private @f(%s: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0:2 = "stream.resource.constants"(%s) <{values = [dense<1> : tensor<4xi8>, dense<2> : tensor<4xi8>]}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
  util.return %c0 : index
}
