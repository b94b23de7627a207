sealed class Shape permits {
}
