class LongTooLarge {
    long x = 9223372036854775808L;
}
