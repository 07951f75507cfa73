// expect-error: 5:8
// kind: syntax
// block argument without a type
"test.op"() ({
^bb0(%x):
  "test.term"() : () -> ()
}) : () -> ()
