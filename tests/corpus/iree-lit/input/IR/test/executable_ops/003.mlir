
stream.executable private @bad_workgroup_result_count {
  // expected-error @+1 {{workgroup count region must return the XYZ dimension counts}}
  stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index) -> (index, index) {
    stream.return %arg0, %arg1 : index, index
  }
  builtin.module  {
    util.func private @dispatch() {
      util.return
    }
  }
}

