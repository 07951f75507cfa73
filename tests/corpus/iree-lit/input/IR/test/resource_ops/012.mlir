
// CHECK-LABEL: @resourceConstants
util.func private @resourceConstants() -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  //      CHECK: = stream.resource.constants :
  // CHECK-NEXT:   !stream.resource<constant>{%c4} = dense<100> : tensor<1xi32>,
  // CHECK-NEXT:   !stream.resource<constant>{%c8} = dense<[101, 102]> : tensor<2xi32>
  // CHECK-NEXT:   => !stream.timepoint
  %0:3 = stream.resource.constants :
    !stream.resource<constant>{%c4} = dense<100> : tensor<1xi32>,
    !stream.resource<constant>{%c8} = dense<[101, 102]> : tensor<2xi32>
    => !stream.timepoint
  util.return %0#0, %0#1, %0#2 : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
}

