class CharIllegalUnicodeEscape {
    char c = '\u00G1';
}
