import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public class SimSnake {
    public static void main(String[] args) {
        List<Point> food = List.of(new Point(4, 2), new Point(6, 5), new Point(2, 6), new Point(1, 1), new Point(5, 5));
        SnakeGame game = new SnakeGame(8, 7, new Point(1, 2), food);
        String moves = "RRRDDDRRLDLLLLLUUUUULDRUU";
        System.out.print(game.render());
        int tick = 0;
        for (char ch : moves.toCharArray()) {
            tick++;
            Dir d = Dir.fromChar(ch);
            StepResult r = game.step(d);
            System.out.println(String.format("tick %d: %-8s -> %-8s len=%d score=%d", tick, d, r, game.length(), game.score()));
            if (r == StepResult.FOOD) System.out.print(game.render());
            if (r == StepResult.DEAD) {
                System.out.println("Game over at tick " + tick);
                break;
            }
        }
        System.out.print(game.render());
        System.out.println("head=" + game.head() + " final score=" + game.score());
    }
}

record Point(int x, int y) {
    Point plus(Dir d) { return new Point(x + d.dx, y + d.dy); }
}

enum Dir {
    UP(0, -1), DOWN(0, 1), LEFT(-1, 0), RIGHT(1, 0);

    final int dx, dy;
    Dir(int dx, int dy) { this.dx = dx; this.dy = dy; }

    Dir opposite() {
        return switch (this) {
            case UP -> DOWN;
            case DOWN -> UP;
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
        };
    }

    static Dir fromChar(char c) {
        switch (c) {
            case 'U': return UP;
            case 'D': return DOWN;
            case 'L': return LEFT;
            default: return RIGHT;
        }
    }
}

enum StepResult { MOVED, FOOD, REVERSED, DEAD }

class SnakeGame {
    private final int width, height;
    private final Deque<Point> body = new ArrayDeque<>();
    private final Set<Point> occupied = new HashSet<>();
    private final List<Point> foodQueue;
    private int foodIndex = 0;
    private Dir heading = Dir.RIGHT;
    private int score = 0;
    private boolean dead = false;

    SnakeGame(int width, int height, Point start, List<Point> food) {
        this.width = width;
        this.height = height;
        this.foodQueue = food;
        body.addFirst(start);
        occupied.add(start);
    }

    Point head() { return body.peekFirst(); }
    int length() { return body.size(); }
    int score() { return score; }
    Point currentFood() { return foodIndex < foodQueue.size() ? foodQueue.get(foodIndex) : null; }

    StepResult step(Dir d) {
        if (dead) return StepResult.DEAD;
        StepResult result = StepResult.MOVED;
        if (body.size() > 1 && d == heading.opposite()) {
            d = heading;
            result = StepResult.REVERSED;
        }
        heading = d;
        Point next = head().plus(d);
        boolean eats = next.equals(currentFood());
        if (next.x() < 0 || next.y() < 0 || next.x() >= width || next.y() >= height) {
            dead = true;
            return StepResult.DEAD;
        }
        boolean movesIntoTail = !eats && next.equals(body.peekLast());
        if (occupied.contains(next) && !movesIntoTail) {
            dead = true;
            return StepResult.DEAD;
        }
        if (!eats) {
            Point tail = body.pollLast();
            occupied.remove(tail);
        }
        body.addFirst(next);
        occupied.add(next);
        if (eats) {
            score += 10 * body.size();
            foodIndex++;
            return StepResult.FOOD;
        }
        return result;
    }

    String render() {
        StringBuilder sb = new StringBuilder();
        sb.append('+').append("-".repeat(width)).append("+\n");
        Point food = currentFood();
        for (int y = 0; y < height; y++) {
            sb.append('|');
            for (int x = 0; x < width; x++) {
                Point p = new Point(x, y);
                if (p.equals(head())) sb.append('@');
                else if (occupied.contains(p)) sb.append('o');
                else if (p.equals(food)) sb.append('*');
                else sb.append(' ');
            }
            sb.append("|\n");
        }
        sb.append('+').append("-".repeat(width)).append("+\n");
        return sb.toString();
    }
}
