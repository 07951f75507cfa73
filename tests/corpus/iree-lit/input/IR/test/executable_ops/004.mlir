
stream.executable private @bad_workgroup_result_types {
  // expected-error @+1 {{workgroup count region must return the XYZ dimension counts}}
  stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: f32) -> (index, f32, index) {
    stream.return %arg0, %arg1, %arg0 : index, f32, index
  }
  builtin.module  {
    util.func private @dispatch() {
      util.return
    }
  }
}

