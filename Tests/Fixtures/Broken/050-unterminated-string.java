class UnterminatedString {
    String s = "abc;
    int x = 1;
}
