
// Tests variables which always need copies so that they can be mutated.

// CHECK: #composite_of_1088b = #util.composite<1088xi8, [
// CHECK:     dense<100> : tensor<256xi32>,
// CHECK:     dense<[101, 102]> : tensor<2xi32>,
// CHECK:     dense<0> : vector<56xi8>,
// CHECK: ]>

// CHECK-LABEL: @resourceVariables
util.func public @resourceVariables() -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint) {
  %c8 = arith.constant 8 : index
  %c1024 = arith.constant 1024 : index

  // CHECK-DAG: %[[IMMEDIATE:.+]] = stream.timepoint.immediate => !stream.timepoint
  // CHECK: %[[RODATA:.+]] = util.buffer.constant {alignment = 64 : index} : !util.buffer = #composite_of_1088b
  // CHECK: %[[ALLOC:.+]] = stream.resource.alloc uninitialized : !stream.resource<variable>{%c1088}
  // CHECK: %[[FILE:.+]] = stream.file.constant %[[RODATA]][%c0 for %c1088] : !util.buffer{%c1088} -> !stream.file
  // CHECK: %[[READ_TIMEPOINT:.+]] = stream.file.read await(%[[IMMEDIATE]]) => %[[FILE]][%c0_i64], %[[ALLOC]][%c0], %c1088 : !stream.file -> !stream.resource<variable>{%c1088} => !stream.timepoint
  // CHECK: %[[RES0:.+]] = stream.resource.subview %[[ALLOC]][%c0] : !stream.resource<variable>{%c1088} -> !stream.resource<variable>{%c1024}
  // CHECK: %[[RES1:.+]] = stream.resource.subview %[[ALLOC]][%c1024] : !stream.resource<variable>{%c1088} -> !stream.resource<variable>{%c8}

  %0:3 = stream.resource.constants :
    !stream.resource<variable>{%c1024} = dense<100> : tensor<256xi32>,
    !stream.resource<variable>{%c8} = dense<[101, 102]> : tensor<2xi32>
    => !stream.timepoint

  // CHECK: util.return %[[RES0]], %[[RES1]], %[[READ_TIMEPOINT]]
  util.return %0#0, %0#1, %0#2 : !stream.resource<variable>, !stream.resource<variable>, !stream.timepoint
}

