module {
  util.func private @resourceAlloc(%arg0: index) -> !stream.resource<*> {
    %0 = stream.resource.alloc uninitialized : !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
}

