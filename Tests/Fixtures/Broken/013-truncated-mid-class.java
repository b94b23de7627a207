public class TruncatedMidClass {
    int x;
    int y;
