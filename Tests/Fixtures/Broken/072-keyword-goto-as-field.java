class KeywordGoto {
    int goto;
}
