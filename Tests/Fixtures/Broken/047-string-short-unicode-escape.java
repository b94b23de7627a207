class StringShortUnicode {
    String s = "\u12";
}
