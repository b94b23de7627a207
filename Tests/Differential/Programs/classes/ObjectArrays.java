public class ObjectArrays {
    static class Item {
        String name;
        int qty;

        Item(String name, int qty) {
            this.name = name;
            this.qty = qty;
        }

        @Override
        public String toString() {
            return name + "x" + qty;
        }
    }

    static void restock(Item[] items, int amount) {
        for (Item it : items) {
            if (it != null) {
                it.qty += amount;
            }
        }
    }

    static Item[] grow(Item[] items) {
        Item[] bigger = new Item[items.length * 2];
        System.arraycopy(items, 0, bigger, 0, items.length);
        return bigger;
    }

    public static void main(String[] args) {
        Item[] items = new Item[3];
        System.out.println("fresh: " + java.util.Arrays.toString(items));
        items[0] = new Item("bolt", 10);
        items[2] = new Item("nut", 3);
        System.out.println("partial: " + java.util.Arrays.toString(items));
        restock(items, 5);
        System.out.println("restocked: " + java.util.Arrays.toString(items));
        Item[] shallow = items.clone();
        shallow[0].qty = 999;
        shallow[1] = new Item("washer", 1);
        System.out.println("original after clone edits: " + java.util.Arrays.toString(items));
        System.out.println("clone: " + java.util.Arrays.toString(shallow));
        Item[] grown = grow(items);
        grown[3] = new Item("screw", 7);
        System.out.println("grown length " + grown.length + ": " + java.util.Arrays.toString(grown));
        System.out.println("shares elements: " + (grown[0] == items[0]));
        Object[] mixed = {new Item("a", 1), "str", 5, null, new int[] {1, 2}};
        int itemCount = 0, other = 0;
        for (Object o : mixed) {
            if (o instanceof Item) {
                itemCount++;
            } else if (o != null) {
                other++;
            }
        }
        System.out.println("items " + itemCount + " other " + other + " length " + mixed.length);
        Item[][] shelves = new Item[2][];
        shelves[0] = new Item[] {new Item("x", 1)};
        shelves[1] = items;
        System.out.println(java.util.Arrays.deepToString(shelves));
    }
}
