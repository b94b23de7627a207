class SmartQuotes {
    String s = “hello”;
}
