class AnnotationLoneAt {
    @ public void f() {
    }
}
