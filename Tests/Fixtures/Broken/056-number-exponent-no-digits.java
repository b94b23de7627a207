class ExponentNoDigits {
    double d = 1e;
}
