class OperatorNoRight {
    int x = 1 + ;
}
