class 123 {
}
