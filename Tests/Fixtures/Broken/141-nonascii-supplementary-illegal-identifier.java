class SupplementaryIdentifier {
    int 😀 = 1;
}
