module {
  flow.executable private @workgroup_count_region {
    flow.executable.export public @dispatch workgroups(%arg0: index) -> (index, index, index) {
      flow.return %arg0, %arg0, %arg0 : index, index, index
    }
    builtin.module {
      util.func public @dispatch() {
        util.return
      }
    }
  }
}

