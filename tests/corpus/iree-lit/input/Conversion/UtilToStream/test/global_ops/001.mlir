// RUN: iree-opt --split-input-file --iree-stream-conversion %s | FileCheck %s

// CHECK: util.global public mutable @var_i32 : !stream.resource<variable>
// CHECK: util.global public mutable @var_i32__size : index
util.global public mutable @var_i32 : tensor<i32>
// CHECK-LABEL: @mutableGlobal
util.func public @mutableGlobal() {
  // CHECK-DAG: %[[VAR:.+]] = util.global.load @var_i32 : !stream.resource<variable>
  // CHECK-DAG: %[[SIZE:.+]] = util.global.load @var_i32__size : index
  //     CHECK: %[[LOAD_T:.+]] = stream.async.transfer %[[VAR]] : !stream.resource<variable>{%[[SIZE]]} -> !stream.resource<*>{%[[SIZE]]}
  %0 = util.global.load @var_i32 : tensor<i32>
  //     CHECK: %[[STORE_T:.+]] = stream.async.transfer %[[LOAD_T]] : !stream.resource<*>{%[[SIZE]]} -> !stream.resource<variable>{%[[SIZE]]}
  // CHECK-DAG: util.global.store %[[STORE_T]], @var_i32 : !stream.resource<variable>
  // CHECK-DAG: util.global.store %[[SIZE]], @var_i32__size : index
  util.global.store %0, @var_i32 : tensor<i32>
  util.return
}

