interface MissingSemicolonInterface {
    void run()
    int size();
}
