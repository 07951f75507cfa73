module {
  util.func private @asyncAlloca(%arg0: index) -> !stream.resource<transient> {
    %0 = stream.async.alloca : !stream.resource<transient>{%arg0}
    util.return %0 : !stream.resource<transient>
  }
}

