module {
  util.func private @funcResults(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>) -> (!stream.resource<external>, !stream.resource<transient>) {
    util.return %arg0, %arg1 : !stream.resource<external>, !stream.resource<transient>
  }
}

