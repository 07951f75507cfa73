// expect-error: 4:1
// kind: verify
// branch back to the entry block (generic form, so the entry block has a name)
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
  "cf.br"()[^bb0] : () -> ()
}) : () -> ()
