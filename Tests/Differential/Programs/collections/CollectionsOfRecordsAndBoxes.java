import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;

public class CollectionsOfRecordsAndBoxes {
    static class Box {
        int value;

        Box(int value) {
            this.value = value;
        }

        @Override
        public String toString() {
            return "Box(" + value + ")";
        }
    }

    public static void main(String[] args) {
        List<Box> boxes = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            boxes.add(new Box(i * 3));
        }
        Box third = boxes.get(2);
        third.value = 100;
        System.out.println("mutating element via reference: " + boxes);
        List<Box> copy = new ArrayList<>(boxes);
        copy.get(0).value = -1;
        copy.remove(1);
        System.out.println("shallow copy shares elements: " + boxes + " vs " + copy);
        System.out.println("contains same instance: " + boxes.contains(third) + ", contains equal-valued new box: " + boxes.contains(new Box(100)));
        System.out.println("indexOf uses identity-based equals: " + boxes.indexOf(new Box(-1)) + " " + boxes.indexOf(boxes.get(0)));
        TreeMap<Integer, Box> byValue = new TreeMap<>();
        for (Box b : boxes) {
            byValue.put(b.value, b);
        }
        System.out.println("by value " + byValue);
        byValue.get(100).value = 101;
        System.out.println("key stays, box changed: " + byValue.firstEntry() + " " + byValue.lastEntry());
        Iterator<Box> it = boxes.iterator();
        int removed = 0;
        while (it.hasNext()) {
            Box b = it.next();
            if (b.value % 2 != 0) {
                it.remove();
                removed++;
            }
        }
        System.out.println("removed odd " + removed + " left " + boxes + " copy still " + copy);
    }
}
