import java.util.*;
import java.util.stream.*;

// A call that takes its type from its target (`Optional.empty()`, `List.of()`) passed beside an argument with a type
// of its own: the variable both give is the target's (Object), or without a target their least upper bound.
public class EmptyFactoryBesideTypedArgument {
    public static void main(String[] args) {
        Stream<Object> mixed = Stream.of(Optional.empty(), "z", 3);
        System.out.println(mixed.map(x -> String.valueOf(x)).collect(Collectors.joining(",")));
        List<Object> listed = Arrays.asList(List.of(), "y");
        System.out.println(listed.size() + " " + listed.get(1) + " " + listed.get(0));
        var untargeted = Arrays.asList(Optional.empty(), "w", 5);
        System.out.println(untargeted.size() + " " + untargeted.get(2) + " " + untargeted.get(0));
        var alone = Stream.of(Optional.empty(), Optional.of("q"));
        System.out.println(alone.filter(Optional::isPresent).count());
    }
}
