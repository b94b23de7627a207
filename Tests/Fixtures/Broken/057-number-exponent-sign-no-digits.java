class ExponentSignNoDigits {
    double d = 1.0e+;
}
