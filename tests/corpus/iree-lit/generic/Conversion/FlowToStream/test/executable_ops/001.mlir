"builtin.module"() ({
  "flow.executable"() <{sym_name = "extern_executable", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

