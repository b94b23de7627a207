import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.TreeMap;

public class CommandInterpreter {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Map<String, Integer> vars = new TreeMap<>();
        Deque<Integer> stack = new ArrayDeque<>();
        String line;
        int lineNo = 0;
        while ((line = in.readLine()) != null) {
            lineNo++;
            line = line.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(" ");
            try {
                switch (parts[0]) {
                    case "set" -> vars.put(parts[1], Integer.parseInt(parts[2]));
                    case "push" -> stack.push(vars.containsKey(parts[1]) ? vars.get(parts[1]) : Integer.parseInt(parts[1]));
                    case "add" -> stack.push(stack.pop() + stack.pop());
                    case "mul" -> stack.push(stack.pop() * stack.pop());
                    case "div" -> {
                        int b = stack.pop();
                        stack.push(stack.pop() / b);
                    }
                    case "store" -> vars.put(parts[1], stack.pop());
                    case "print" -> System.out.println(lineNo + ": " + (parts.length > 1 ? parts[1] + " = " + vars.get(parts[1]) : "top = " + stack.peek()));
                    case "dump" -> System.out.println(lineNo + ": vars " + vars + " stack " + stack);
                    case "quit" -> {
                        System.out.println(lineNo + ": bye");
                        return;
                    }
                    default -> System.out.println(lineNo + ": unknown command " + parts[0]);
                }
            } catch (ArithmeticException e) {
                System.out.println(lineNo + ": math error " + e.getMessage());
            } catch (java.util.NoSuchElementException e) {
                System.out.println(lineNo + ": stack underflow");
            } catch (NumberFormatException e) {
                System.out.println(lineNo + ": bad number in '" + line + "'");
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println(lineNo + ": missing argument in '" + line + "'");
            }
        }
        System.out.println("end of input");
    }
}
