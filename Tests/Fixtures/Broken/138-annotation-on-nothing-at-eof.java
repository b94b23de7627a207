class AnnotationAtEnd {
}
@Deprecated
