// expect-error: 5:33
// kind: syntax
// string literal runs to end of file
module {
  "test.op"() {s = "never closed