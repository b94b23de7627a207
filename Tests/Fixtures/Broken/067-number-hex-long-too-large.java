class HexLongTooLarge {
    long x = 0x1FFFFFFFFFFFFFFFFL;
}
