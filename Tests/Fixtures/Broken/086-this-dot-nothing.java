class ThisDotNothing {
    int x;
    int f() {
        return this.;
    }
}
