module {
  util.func private @resourceRetain(%arg0: !stream.resource<*>, %arg1: index) {
    stream.resource.retain %arg0 : !stream.resource<*>{%arg1}
    util.return
  }
}

