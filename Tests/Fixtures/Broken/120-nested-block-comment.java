class NestedBlockComment {
    int f() {
        /* outer /* inner */ still outer */
        return 1;
    }
}
