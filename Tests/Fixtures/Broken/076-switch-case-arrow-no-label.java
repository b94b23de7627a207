class SwitchCaseArrowNoLabel {
    int f(int x) {
        return switch (x) {
            case -> 1;
            default -> 0;
        };
    }
}
