class TruncatedMidString {
    String s = "hello wor