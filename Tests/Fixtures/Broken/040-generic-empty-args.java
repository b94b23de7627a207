import java.util.Map;

class GenericEmptyArgs {
    Map<,> m;
}
