class TextBlockIllegalEscape {
    String s = """
        hello \q world
        """;
}
