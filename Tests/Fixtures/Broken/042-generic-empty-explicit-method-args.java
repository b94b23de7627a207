import java.util.List;

class GenericEmptyExplicit {
    List<String> xs = List.<>of();
}
