class LambdaMissingBody {
    Runnable r = () -> ;
}
