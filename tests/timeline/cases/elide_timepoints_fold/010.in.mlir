
// Tests that await folding works across global store/load.

// CHECK-LABEL: util.global private mutable @awaitFoldGlobal

util.global private mutable @awaitFoldGlobal : !stream.resource<external>

// CHECK-LABEL: @awaitFoldAcrossGlobalStoreLoad_store
util.func public @awaitFoldAcrossGlobalStoreLoad_store(%arg0: !stream.resource<external>) {
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await and store to global.
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}
  util.global.store %awaited, @awaitFoldGlobal : !stream.resource<external>

  util.return
}

// CHECK-LABEL: @awaitFoldAcrossGlobalStoreLoad_load
util.func public @awaitFoldAcrossGlobalStoreLoad_load() -> !stream.resource<external> {
  %c8 = arith.constant 8 : index

  // Load from global.
  %loaded = util.global.load @awaitFoldGlobal : !stream.resource<external>

  // Use in timeline op - walkTransitiveUses should trace back through global.
  // CHECK: %[[RESULT:.+]], %{{.+}} = stream.test.timeline_op
  %result, %result_tp = stream.test.timeline_op with(%loaded) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<external>
}

