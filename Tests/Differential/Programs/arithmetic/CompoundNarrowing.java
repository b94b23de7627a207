public class CompoundNarrowing {
    public static void main(String[] args) {
        byte b = 10;
        b += 300;
        System.out.println("byte 10 += 300 -> " + b);
        b = 127;
        b++;
        System.out.println("byte 127++ -> " + b);
        b = -128;
        b--;
        System.out.println("byte -128-- -> " + b);
        b = 100;
        b *= 3;
        System.out.println("byte 100 *= 3 -> " + b);
        short s = 32000;
        s += 1000;
        System.out.println("short 32000 += 1000 -> " + s);
        s = 1000;
        s *= 1000;
        System.out.println("short 1000 *= 1000 -> " + s);
        char c = 'A';
        c += 2;
        System.out.println("char A += 2 -> " + c);
        c = 65535;
        c++;
        System.out.println("char 65535++ -> " + (int) c);
        c = 0;
        c--;
        System.out.println("char 0-- -> " + (int) c);
        int i = 5;
        i += 2.7;
        System.out.println("int 5 += 2.7 -> " + i);
        i = 10;
        i *= 1.5;
        System.out.println("int 10 *= 1.5 -> " + i);
        i = 7;
        i /= 2.0;
        System.out.println("int 7 /= 2.0 -> " + i);
        i = 1;
        i += 1e20;
        System.out.println("int 1 += 1e20 -> " + i);
        long l = 3;
        l *= 2.5f;
        System.out.println("long 3 *= 2.5f -> " + l);
        int j = 100;
        j -= Long.MAX_VALUE;
        System.out.println("int 100 -= Long.MAX_VALUE -> " + j);
        byte acc = 0;
        for (int k = 0; k < 10; k++) {
            acc += 50;
            System.out.print(acc + " ");
        }
        System.out.println();
        short sh = 1;
        sh <<= 17;
        System.out.println("short 1 <<= 17 -> " + sh);
        b = 0x0F;
        b |= 0xF0;
        System.out.println("byte |= 0xF0 -> " + b);
        float f = 1.0f;
        f += 0.1;
        System.out.println("float 1.0f += 0.1 -> " + f);
    }
}
