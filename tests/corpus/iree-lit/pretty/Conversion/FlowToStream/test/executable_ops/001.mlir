module {
  flow.executable private @extern_executable {
    flow.executable.export public @dispatch 
  }
}

