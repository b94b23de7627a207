class {
    int x;
}
