print("conformance runner: not yet")
