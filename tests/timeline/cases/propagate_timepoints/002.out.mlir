module {
  util.global private mutable @mutableGlobal__timepoint = #stream.timepoint<immediate> : !stream.timepoint
  util.global private mutable @mutableGlobal : !stream.resource<variable>
  util.func private @globalStore(%arg0: !stream.resource<variable>, %arg1: !stream.timepoint) {
    %0 = stream.resource.size %arg0 : !stream.resource<variable>
    %1 = stream.timepoint.await %arg1 => %arg0 : !stream.resource<variable>{%0}
    util.global.store %arg1, @mutableGlobal__timepoint : !stream.timepoint
    util.global.store %arg0, @mutableGlobal : !stream.resource<variable>
    util.return
  }
}

