class NewWithoutType {
    Object o = new;
}
