import java.util.ArrayList;
import java.util.List;

public class CopyConstructors {
    static class Team {
        String name;
        final List<String> members;
        int[] scores;

        Team(String name) {
            this.name = name;
            this.members = new ArrayList<>();
            this.scores = new int[3];
        }

        Team(Team other, boolean deep) {
            this.name = other.name;
            if (deep) {
                this.members = new ArrayList<>(other.members);
                this.scores = other.scores.clone();
            } else {
                this.members = other.members;
                this.scores = other.scores;
            }
        }

        @Override
        public String toString() {
            return name + members + java.util.Arrays.toString(scores);
        }
    }

    public static void main(String[] args) {
        Team original = new Team("red");
        original.members.add("ann");
        original.members.add("bob");
        original.scores[0] = 5;
        Team shallow = new Team(original, false);
        Team deep = new Team(original, true);
        shallow.name = "shallow";
        deep.name = "deep";
        shallow.members.add("cy");
        shallow.scores[1] = 7;
        deep.members.remove("ann");
        deep.scores[2] = 9;
        System.out.println(original);
        System.out.println(shallow);
        System.out.println(deep);
        original.scores = new int[] {1, 1, 1};
        System.out.println("after reassigning original.scores:");
        System.out.println(original);
        System.out.println(shallow);
        Team alias = original;
        alias.name = "renamed";
        System.out.println(original.name + " " + (alias == original));
    }
}
