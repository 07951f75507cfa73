// expect-error: 7:5
// kind: verify
// generic export whose workgroup count region returns two values
stream.executable private @ex {
  "stream.executable.export"() <{function_ref = @entry, sym_name = "entry"}> ({
  ^bb0(%x: index):
    stream.return %x, %x : index, index
  }) : () -> ()
  builtin.module {
    func.func @entry() {
      return
    }
  }
}
