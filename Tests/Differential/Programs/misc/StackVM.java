import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class StackVM {
    static class VMError extends RuntimeException {
        VMError(String msg) {
            super(msg);
        }
    }

    static List<String> run(String[] program, int maxSteps) {
        List<String> out = new ArrayList<>();
        long[] stack = new long[16];
        int sp = 0;
        int pc = 0;
        int steps = 0;
        Map<String, Integer> labels = new TreeMap<>();
        for (int i = 0; i < program.length; i++) {
            if (program[i].endsWith(":")) {
                labels.put(program[i].substring(0, program[i].length() - 1), i);
            }
        }
        while (pc < program.length) {
            if (++steps > maxSteps) {
                throw new VMError("step limit exceeded at pc " + pc + " after output " + out);
            }
            String[] ins = program[pc].split(" ");
            pc++;
            try {
                switch (ins[0]) {
                    case "push" -> stack[sp++] = Long.parseLong(ins[1]);
                    case "pop" -> sp--;
                    case "dup" -> { stack[sp] = stack[sp - 1]; sp++; }
                    case "swap" -> { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; }
                    case "add" -> { sp--; stack[sp - 1] += stack[sp]; }
                    case "sub" -> { sp--; stack[sp - 1] -= stack[sp]; }
                    case "mul" -> { sp--; stack[sp - 1] *= stack[sp]; }
                    case "div" -> { sp--; stack[sp - 1] /= stack[sp]; }
                    case "print" -> out.add(String.valueOf(stack[sp - 1]));
                    case "jz" -> { if (stack[--sp] == 0) { pc = labels.get(ins[1]); } }
                    case "jmp" -> pc = labels.get(ins[1]);
                    case "over" -> { stack[sp] = stack[sp - 2]; sp++; }
                    default -> {
                        if (!ins[0].endsWith(":")) {
                            throw new VMError("bad instruction '" + ins[0] + "'");
                        }
                    }
                }
            } catch (ArrayIndexOutOfBoundsException e) {
                throw new VMError("stack fault at pc " + (pc - 1) + " sp " + sp);
            }
        }
        out.add("halt after " + steps + " steps, depth " + sp);
        return out;
    }

    public static void main(String[] args) {
        String[] factorial = {"push 1", "push 10", "loop:", "dup", "jz end", "print", "swap", "over", "mul", "swap",
            "push 1", "sub", "jmp loop", "end:", "pop", "print"};
        String[] overflow = {"push 1", "again:", "push 7", "mul", "print", "jmp again"};
        String[] underflow = {"push 1", "add"};
        String[] divzero = {"push 1", "push 0", "div"};
        String[] bad = {"push 2", "frobnicate"};
        String[][] programs = {factorial, overflow, underflow, divzero, bad};
        for (String[] p : programs) {
            try {
                List<String> out = run(p, 150);
                System.out.println("ok: " + out);
            } catch (VMError e) {
                System.out.println("vm error: " + e.getMessage());
            } catch (ArithmeticException e) {
                System.out.println("arithmetic: " + e.getMessage());
            }
        }
    }
}
