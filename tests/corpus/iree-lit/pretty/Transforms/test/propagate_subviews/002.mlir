module {
  util.global private mutable @mutableGlobal : !stream.resource<variable>
  util.func private @globalStore(%arg0: !stream.resource<variable>) {
    util.global.store %arg0, @mutableGlobal : !stream.resource<variable>
    util.return
  }
}

