// expect-error: 5:28
// kind: syntax
// region brace never closed
"test.op"() ({
  "test.inner"() : () -> ()
