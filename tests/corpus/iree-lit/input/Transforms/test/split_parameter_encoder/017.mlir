
// Tests just over 1.2x growth (1.21x) - should reject.

// CHECK-LABEL: module {
// CHECK-NOT: module @encoder
// CHECK: util.global private @over_growth_threshold : !stream.resource<constant>
util.global private @over_growth_threshold : !stream.resource<constant>

// CHECK: util.initializer {
util.initializer {
  // CHECK-DAG: %[[C1000:.+]] = arith.constant 1000 : index
  %c1000 = arith.constant 1000 : index
  // CHECK-DAG: %[[C1210:.+]] = arith.constant 1210 : index
  %c1210 = arith.constant 1210 : index  // 1.21x - over threshold

  // CHECK: %[[PARAM:.+]] = stream.async.constant : !stream.resource<constant>{%[[C1000]]} = #stream.parameter.named<"model"::"over_threshold">
  %param = stream.async.constant : !stream.resource<constant>{%c1000} =
    #stream.parameter.named<"model"::"over_threshold"> : vector<1000xi8>

  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  // CHECK: %[[PADDED:.+]] = stream.async.splat
  %padded = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1210}
  // CHECK: %[[RESULT:.+]] = stream.async.update %[[PARAM]], %[[PADDED]]
  %result = stream.async.update %param, %padded[%c0 to %c1000] :
    !stream.resource<constant>{%c1000} -> %padded as !stream.resource<constant>{%c1210}

  // CHECK: util.global.store %[[RESULT]], @over_growth_threshold : !stream.resource<constant>
  util.global.store %result, @over_growth_threshold : !stream.resource<constant>
  // CHECK: util.return
  util.return
  // CHECK: }
}

