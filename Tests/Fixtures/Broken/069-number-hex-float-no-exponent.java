class HexFloatNoExponent {
    double d = 0x1.8;
}
