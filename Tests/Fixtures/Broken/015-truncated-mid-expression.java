class TruncatedMidExpression {
    int f(int x) {
        int y = x * (3 +