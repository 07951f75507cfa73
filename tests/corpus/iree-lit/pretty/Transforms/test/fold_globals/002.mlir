module {
  util.global private @immutable = #stream.timepoint<immediate> : !stream.timepoint
  util.func public @foo() -> !stream.timepoint {
    %immutable = util.global.load @immutable : !stream.timepoint
    util.return %immutable : !stream.timepoint
  }
}

