enum Op {
    PLUS, +, MINUS;
}
