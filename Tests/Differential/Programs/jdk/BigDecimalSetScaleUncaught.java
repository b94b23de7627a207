import java.math.BigDecimal;

public class BigDecimalSetScaleUncaught {
    public static void main(String[] args) {
        BigDecimal price = new BigDecimal("19.995");
        System.out.println("cents scale ok: " + new BigDecimal("19.990").setScale(2));
        System.out.println("cents: " + price.setScale(2));
        System.out.println("not reached");
    }
}
