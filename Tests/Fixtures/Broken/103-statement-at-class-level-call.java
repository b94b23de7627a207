class CallAtClassLevel {
    System.out.println("hello");
}
