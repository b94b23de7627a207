class BinaryBadDigit {
    int x = 0b2;
}
