import java.util.Map;

class GenericDoubleComma {
    Map<String,, Integer> m;
}
