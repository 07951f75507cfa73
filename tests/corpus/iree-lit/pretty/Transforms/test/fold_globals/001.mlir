module {
  util.global public mutable @uniformConstants : !stream.timepoint
  util.func public @foo() {
    %0 = stream.timepoint.immediate => !stream.timepoint
    util.global.store %0, @uniformConstants : !stream.timepoint
    util.return
  }
  util.func public @bar() {
    %0 = stream.timepoint.immediate => !stream.timepoint
    util.global.store %0, @uniformConstants : !stream.timepoint
    util.return
  }
}

