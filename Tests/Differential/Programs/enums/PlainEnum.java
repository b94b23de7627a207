public class PlainEnum {
    enum Direction { NORTH, EAST, SOUTH, WEST }

    static Direction turnRight(Direction d) {
        Direction[] all = Direction.values();
        return all[(d.ordinal() + 1) % all.length];
    }

    static Direction turnLeft(Direction d) {
        Direction[] all = Direction.values();
        return all[(d.ordinal() + all.length - 1) % all.length];
    }

    public static void main(String[] args) {
        for (Direction d : Direction.values()) {
            System.out.println(d + " name=" + d.name() + " ordinal=" + d.ordinal() + " right=" + turnRight(d) + " left=" + turnLeft(d));
        }
        Direction d = Direction.NORTH;
        String path = "RRLRRRL";
        for (char c : path.toCharArray()) {
            d = c == 'R' ? turnRight(d) : turnLeft(d);
            System.out.print(d + " ");
        }
        System.out.println();
        System.out.println("compareTo: " + Direction.NORTH.compareTo(Direction.WEST) + " " + Direction.SOUTH.compareTo(Direction.EAST));
        System.out.println("equals: " + Direction.EAST.equals(Direction.valueOf("EAST")) + " == " + (Direction.EAST == Direction.valueOf("EAST")));
        System.out.println("values length " + Direction.values().length);
        Direction[] copy = Direction.values();
        copy[0] = Direction.WEST;
        System.out.println("values() returns a fresh array: " + Direction.values()[0]);
        int x = 0, y = 0;
        Direction heading = Direction.NORTH;
        String moves = "FFRFFLFRRF";
        for (char c : moves.toCharArray()) {
            if (c == 'R') {
                heading = turnRight(heading);
            } else if (c == 'L') {
                heading = turnLeft(heading);
            } else {
                switch (heading) {
                    case NORTH: y++; break;
                    case SOUTH: y--; break;
                    case EAST: x++; break;
                    case WEST: x--; break;
                }
            }
        }
        System.out.println("final position (" + x + "," + y + ") facing " + heading);
        System.out.println("class: " + heading.getDeclaringClass().getSimpleName());
    }
}
