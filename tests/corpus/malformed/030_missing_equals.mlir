// expect-error: 4:3
// kind: syntax
// result name not followed by '='
%0 "test.op"() : () -> i32
