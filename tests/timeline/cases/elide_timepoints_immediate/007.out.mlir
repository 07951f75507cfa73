module {
  util.global private mutable @global = #stream.timepoint<immediate> : !stream.timepoint
  util.func private @nonUniformGlobal() -> !stream.timepoint {
    %global = util.global.load @global : !stream.timepoint
    util.return %global : !stream.timepoint
  }
  util.func public @globalSetter(%arg0: !stream.timepoint) {
    util.global.store %arg0, @global : !stream.timepoint
    util.return
  }
}

