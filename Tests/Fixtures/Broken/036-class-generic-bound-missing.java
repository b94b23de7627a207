class Box<T extends> {
    T value;
}
