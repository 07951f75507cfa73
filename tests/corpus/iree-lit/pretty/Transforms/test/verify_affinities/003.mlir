module {
  util.func public @missingAffinity(%arg0: index) {
    %0 = stream.async.alloca : !stream.resource<transient>{%arg0}
    util.return
  }
}

