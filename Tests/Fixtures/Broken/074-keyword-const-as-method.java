class KeywordConst {
    void const() {
    }
}
