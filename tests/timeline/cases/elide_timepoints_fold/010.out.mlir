module {
  util.global private mutable @awaitFoldGlobal : !stream.resource<external>
  util.func public @awaitFoldAcrossGlobalStoreLoad_store(%arg0: !stream.resource<external>) {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
    util.global.store %0, @awaitFoldGlobal : !stream.resource<external>
    util.return
  }
  util.func public @awaitFoldAcrossGlobalStoreLoad_load() -> !stream.resource<external> {
    %c8 = arith.constant 8 : index
    %awaitFoldGlobal = util.global.load @awaitFoldGlobal : !stream.resource<external>
    %results, %result_timepoint = stream.test.timeline_op with(%awaitFoldGlobal) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    util.return %results : !stream.resource<external>
  }
}

