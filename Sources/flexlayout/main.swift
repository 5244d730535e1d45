print("flexlayout")
