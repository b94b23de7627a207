interface InterfaceUnclosed {
    default int f(int a {
        return a;
    }
}
