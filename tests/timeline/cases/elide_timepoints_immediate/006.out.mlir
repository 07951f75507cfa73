module {
  util.global private mutable @global : !stream.timepoint
  util.func private @uniformGlobal() -> !stream.timepoint {
    %0 = stream.timepoint.immediate => !stream.timepoint
    util.global.store %0, @global : !stream.timepoint
    %global = util.global.load @global : !stream.timepoint
    %1 = stream.timepoint.immediate => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
  util.func private @globalSetter() {
    %0 = stream.timepoint.immediate => !stream.timepoint
    util.global.store %0, @global : !stream.timepoint
    util.return
  }
}

