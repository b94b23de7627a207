import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

public class GxTreeVisitor {
    public static void main(String[] args) {
        Tree<String> menu = Tree.of("Settings");
        Tree<String> account = menu.add("Account");
        account.add("Profile");
        account.add("Password");
        Tree<String> privacy = account.add("Privacy");
        privacy.add("Blocked users");
        privacy.add("Location");
        Tree<String> display = menu.add("Display");
        display.add("Theme");
        display.add("Font size");
        menu.add("About");

        System.out.println("-- pretty print --");
        menu.accept(new PrintVisitor<>(), 0);

        System.out.println("-- counting visitor --");
        int nodes = menu.accept(new CountVisitor<>(), 0);
        System.out.println("nodes=" + nodes);

        System.out.println("-- depth via fold --");
        int depth = menu.fold((value, childDepths) -> {
            int best = 0;
            for (int d : childDepths) {
                best = Math.max(best, d);
            }
            return best + 1;
        });
        System.out.println("depth=" + depth);

        System.out.println("-- leaves --");
        List<String> leaves = menu.fold((value, childLeaves) -> {
            List<String> out = new ArrayList<>();
            if (childLeaves.isEmpty()) {
                out.add(value);
            } else {
                for (List<String> l : childLeaves) {
                    out.addAll(l);
                }
            }
            return out;
        });
        System.out.println("leaves=" + leaves);

        System.out.println("-- map to lengths --");
        Tree<Integer> lengths = menu.map(String::length);
        lengths.accept(new PrintVisitor<>(), 0);
        int totalChars = lengths.fold((v, kids) -> {
            int s = v;
            for (int k : kids) {
                s += k;
            }
            return s;
        });
        System.out.println("total chars=" + totalChars);

        System.out.println("-- path finder --");
        printPath(menu, "Location");
        printPath(menu, "Theme");
        printPath(menu, "Wallpaper");

        System.out.println("-- filter (prune) --");
        Tree<String> pruned = menu.prune(s -> !s.startsWith("P"));
        if (pruned != null) {
            pruned.accept(new PrintVisitor<>(), 0);
        }

        System.out.println("-- collecting visitor with predicate --");
        CollectVisitor<Integer> bigOnes = new CollectVisitor<>(n -> n >= 8);
        lengths.accept(bigOnes, 0);
        System.out.println("lengths >= 8: " + bigOnes.collected);

        System.out.println("-- numeric tree --");
        Tree<Integer> org = Tree.of(5000);
        Tree<Integer> eng = org.add(3200);
        eng.add(1200);
        eng.add(1500);
        Tree<Integer> sales = org.add(1800);
        sales.add(900);
        int budget = org.fold((v, kids) -> {
            int s = v;
            for (int k : kids) {
                s += k;
            }
            return s;
        });
        System.out.println("budget sum=" + budget + " nodes=" + org.accept(new CountVisitor<>(), 0));
        Tree<String> labels = org.map(v -> String.format("$%05d", v));
        labels.accept(new PrintVisitor<>(), 0);
    }

    static <T> void printPath(Tree<T> tree, T target) {
        List<T> path = tree.pathTo(target);
        if (path.isEmpty()) {
            System.out.println("no path to " + target);
        } else {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < path.size(); i++) {
                if (i > 0) {
                    sb.append(" > ");
                }
                sb.append(path.get(i));
            }
            System.out.println(sb);
        }
    }
}

interface TreeVisitor<T, R> {
    R visit(Tree<T> node, int depth, List<R> childResults);
}

interface Folder<T, R> {
    R combine(T value, List<R> childResults);
}

class Tree<T> {
    final T value;
    final List<Tree<T>> children = new ArrayList<>();

    private Tree(T value) {
        this.value = value;
    }

    static <T> Tree<T> of(T value) {
        return new Tree<>(value);
    }

    Tree<T> add(T childValue) {
        Tree<T> child = new Tree<>(childValue);
        children.add(child);
        return child;
    }

    <R> R accept(TreeVisitor<T, R> visitor, int depth) {
        List<R> results = new ArrayList<>();
        for (Tree<T> c : children) {
            results.add(c.accept(visitor, depth + 1));
        }
        return visitor.visit(this, depth, results);
    }

    <R> R fold(Folder<? super T, R> folder) {
        List<R> results = new ArrayList<>();
        for (Tree<T> c : children) {
            results.add(c.fold(folder));
        }
        return folder.combine(value, results);
    }

    <U> Tree<U> map(Function<? super T, ? extends U> f) {
        Tree<U> copy = new Tree<>(f.apply(value));
        for (Tree<T> c : children) {
            copy.children.add(c.map(f));
        }
        return copy;
    }

    List<T> pathTo(T target) {
        List<T> path = new ArrayList<>();
        if (findPath(target, path)) {
            return path;
        }
        return new ArrayList<>();
    }

    private boolean findPath(T target, List<T> path) {
        path.add(value);
        if (value.equals(target)) {
            return true;
        }
        for (Tree<T> c : children) {
            if (c.findPath(target, path)) {
                return true;
            }
        }
        path.remove(path.size() - 1);
        return false;
    }

    Tree<T> prune(Predicate<? super T> keep) {
        if (!keep.test(value)) {
            return null;
        }
        Tree<T> copy = new Tree<>(value);
        for (Tree<T> c : children) {
            Tree<T> kept = c.prune(keep);
            if (kept != null) {
                copy.children.add(kept);
            }
        }
        return copy;
    }
}

class PrintVisitor<T> implements TreeVisitor<T, Void> {
    @Override
    public Void visit(Tree<T> node, int depth, List<Void> childResults) {
        // visits are post-order, so render the whole subtree once the root is reached
        if (depth == 0) {
            for (String line : reorder(node, 0)) {
                System.out.println(line);
            }
        }
        return null;
    }

    private List<String> reorder(Tree<T> node, int depth) {
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            sb.append("  ");
        }
        sb.append(node.children.isEmpty() ? "- " : "+ ").append(node.value);
        sb.append(" (").append(node.children.size()).append(")");
        out.add(sb.toString());
        for (Tree<T> c : node.children) {
            out.addAll(reorder(c, depth + 1));
        }
        return out;
    }
}

class CountVisitor<T> implements TreeVisitor<T, Integer> {
    @Override
    public Integer visit(Tree<T> node, int depth, List<Integer> childResults) {
        int sum = 1;
        for (Integer r : childResults) {
            sum += r;
        }
        return sum;
    }
}

class CollectVisitor<T> implements TreeVisitor<T, Boolean> {
    final List<T> collected = new ArrayList<>();
    private final Predicate<? super T> filter;

    CollectVisitor(Predicate<? super T> filter) {
        this.filter = filter;
    }

    @Override
    public Boolean visit(Tree<T> node, int depth, List<Boolean> childResults) {
        boolean match = filter.test(node.value);
        if (match) {
            collected.add(node.value);
        }
        boolean any = match;
        for (Boolean b : childResults) {
            any = any || b;
        }
        return any;
    }
}
