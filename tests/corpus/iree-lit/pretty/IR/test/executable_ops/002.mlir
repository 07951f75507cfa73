module {
  stream.executable private @executable_with_workgroup_count {
    stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      stream.return %arg0, %arg1, %arg2 : index, index, index
    }
    builtin.module {
      util.func private @dispatch() {
        util.return
      }
    }
  }
}

