class TruncatedStringBackslash {
    String s = "abc\