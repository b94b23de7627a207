class CastUnclosed {
    String f(Object o) {
        return (String o;
    }
}
