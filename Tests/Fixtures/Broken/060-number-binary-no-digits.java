class BinaryNoDigits {
    int x = 0b;
}
