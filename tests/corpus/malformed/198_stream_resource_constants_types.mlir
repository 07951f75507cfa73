// expect-error: 7:10
// kind: verify
// resource.constants whose results differ in lifetime
util.func private @f(%s: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0:3 = "stream.resource.constants"(%s, %s) <{values = [dense<1> : tensor<4xi8>, dense<2> : tensor<4xi8>]}> : (index, index) -> (!stream.resource<constant>, !stream.resource<variable>, !stream.timepoint)
  util.return %c0 : index
}
