import java.util.*;

class GenericExtraClose {
    Map<String, Integer> m = new HashMap<>>();
}
