class TextBlockOneLine {
    String s = """abc""";
}
