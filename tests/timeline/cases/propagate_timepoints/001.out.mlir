module {
  util.global private mutable @constantGlobal__timepoint = #stream.timepoint<immediate> : !stream.timepoint
  util.global private mutable @constantGlobal : !stream.resource<constant>
  util.func private @globalLoad() {
    %constantGlobal__timepoint = util.global.load @constantGlobal__timepoint : !stream.timepoint
    %constantGlobal = util.global.load @constantGlobal : !stream.resource<constant>
    %0 = stream.resource.size %constantGlobal : !stream.resource<constant>
    %1 = stream.timepoint.await %constantGlobal__timepoint => %constantGlobal : !stream.resource<constant>{%0}
    %2 = util.optimization_barrier %1 : !stream.resource<constant>
    util.return
  }
}

