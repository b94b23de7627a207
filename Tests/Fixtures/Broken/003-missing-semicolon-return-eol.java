class MissingSemicolonReturn {
    int g() {
        return 42
    }
}
