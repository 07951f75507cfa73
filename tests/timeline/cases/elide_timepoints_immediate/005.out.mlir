module {
  util.global private mutable @global = #stream.timepoint<immediate> : !stream.timepoint
  util.func private @immediateGlobal() -> !stream.timepoint {
    %global = util.global.load @global : !stream.timepoint
    %0 = stream.timepoint.immediate => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

