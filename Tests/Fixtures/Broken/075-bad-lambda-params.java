import java.util.function.BinaryOperator;

class BadLambda {
    BinaryOperator<Integer> f = (a, b -> a);
}
