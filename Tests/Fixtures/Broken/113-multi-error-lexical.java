class MultiErrorLexical {
    char a = '';
    char b = 'xy';
    int c = 09;
    long d = 9223372036854775808L;
    String e = "bad \z escape";
}
