class IdentifierBadUnicode {
    int \u00zz = 1;
}
