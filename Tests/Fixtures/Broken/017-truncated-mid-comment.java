class TruncatedMidComment {
    int x;
    /**
     * Documentation that never
     * ends