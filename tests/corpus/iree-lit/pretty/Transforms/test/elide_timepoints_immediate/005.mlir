module {
  util.global private mutable @global = #stream.timepoint<immediate> : !stream.timepoint
  util.func private @immediateGlobal() -> !stream.timepoint {
    %global = util.global.load @global : !stream.timepoint
    util.return %global : !stream.timepoint
  }
}

