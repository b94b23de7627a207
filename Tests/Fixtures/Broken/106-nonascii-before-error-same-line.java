class NonAsciiBefore {
    String été = "café" + ;
}
