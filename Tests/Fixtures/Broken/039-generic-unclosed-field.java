import java.util.List;

class GenericUnclosed {
    List<String names;
}
