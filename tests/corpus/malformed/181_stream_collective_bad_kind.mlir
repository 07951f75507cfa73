// expect-error: 5:39
// kind: syntax
// #stream.collective with an unknown collective kind
util.func private @f() {
  "test.op"() {c = #stream.collective<all_bogus : f32>} : () -> ()
  util.return
}
