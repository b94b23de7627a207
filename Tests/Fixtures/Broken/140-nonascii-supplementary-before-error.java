class SupplementaryBefore {
    String s = "😀" + ;
}
