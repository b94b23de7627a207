class StringIllegalEscape {
    String s = "abc\qdef";
}
