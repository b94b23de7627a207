class UnicodeNewlineInString {
    String s = "line\u000aend";
}
