class UnterminatedTextBlock {
    String s = """
        line one
        line two
