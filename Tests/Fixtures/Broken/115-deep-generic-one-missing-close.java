import java.util.*;

class DeepGeneric {
    Map<String, List<Map<Integer, Set<List<Map<String, Optional<List<Integer>>>>>>>> ok = null;
    Map<String, List<Map<Integer, Set<List<Map<String, Optional<List<Integer>>>>>>> bad = null;
}
