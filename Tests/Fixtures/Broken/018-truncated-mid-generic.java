import java.util.*;

class TruncatedMidGeneric {
    Map<String, List<Integer