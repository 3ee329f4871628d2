print("stepwise-bench: not built yet")
