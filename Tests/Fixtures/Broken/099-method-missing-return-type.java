class MethodMissingReturnType {
    public compute() {
        return;
    }
}
