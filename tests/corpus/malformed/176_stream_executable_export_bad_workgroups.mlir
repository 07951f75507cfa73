// expect-error: 5:91
// kind: syntax
// export workgroups( without a region
stream.executable private @ex {
  stream.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) 
  builtin.module {
    func.func @entry() {
      return
    }
  }
}
