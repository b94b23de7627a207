@SuppressWarnings("unchecked"
class AnnotationUnclosedArgs {
}
