class UnicodeEscapeHash {
    int x = 1 \u0023 2;
}
