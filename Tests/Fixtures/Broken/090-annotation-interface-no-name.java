@interface {
    String value();
}
