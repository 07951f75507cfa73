// expect-error: 8:12
// kind: verify
// dispatch.workgroup.id of dimension 3
stream.executable private @ex {
  stream.executable.export public @entry
  builtin.module {
    func.func @entry() {
      %0 = stream.dispatch.workgroup.id[3] : index
      return
    }
  }
}
