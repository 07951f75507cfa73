module {
  util.func public @explicitAllocs(%arg0: index) {
    %0 = stream.resource.alloc : !stream.resource<external>{%arg0}
    %1 = util.optimization_barrier %0 : !stream.resource<external>
    %c0 = arith.constant 0 : index
    %2 = stream.resource.alloc : !stream.resource<transient>{%c0}
    %3 = util.optimization_barrier %2 : !stream.resource<transient>
    util.return
  }
}

