class HexNoDigits {
    int x = 0x;
}
