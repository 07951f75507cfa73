module {
  util.global private mutable @constantGlobal : !stream.resource<constant>
  util.func private @globalLoad() {
    %constantGlobal = util.global.load @constantGlobal : !stream.resource<constant>
    %0 = util.optimization_barrier %constantGlobal : !stream.resource<constant>
    util.return
  }
}

