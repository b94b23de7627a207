class TruncatedAfterAt {
    @