enum Color {
    RED, 42, BLUE
}
