import java.util.ArrayList;
import java.util.List;

public class NumLoanSchedule {

    static final class Installment {
        final int number;
        final long paymentCents;
        final long interestCents;
        final long principalCents;
        final long balanceCents;

        Installment(int number, long paymentCents, long interestCents, long principalCents, long balanceCents) {
            this.number = number;
            this.paymentCents = paymentCents;
            this.interestCents = interestCents;
            this.principalCents = principalCents;
            this.balanceCents = balanceCents;
        }
    }

    static final class Loan {
        final long principalCents;
        final double annualRatePercent;
        final int months;

        Loan(long principalCents, double annualRatePercent, int months) {
            this.principalCents = principalCents;
            this.annualRatePercent = annualRatePercent;
            this.months = months;
        }

        double monthlyRate() {
            return annualRatePercent / 100.0 / 12.0;
        }

        long monthlyPaymentCents() {
            double r = monthlyRate();
            if (r == 0.0) {
                return (long) Math.ceil(principalCents / (double) months);
            }
            double factor = Math.pow(1.0 + r, months);
            double payment = principalCents * r * factor / (factor - 1.0);
            return Math.round(payment);
        }

        List<Installment> schedule() {
            List<Installment> list = new ArrayList<>();
            long balance = principalCents;
            long payment = monthlyPaymentCents();
            double r = monthlyRate();
            for (int i = 1; i <= months && balance > 0; i++) {
                long interest = Math.round(balance * r);
                long principalPart = payment - interest;
                if (i == months || principalPart > balance) {
                    principalPart = balance;
                }
                balance -= principalPart;
                list.add(new Installment(i, principalPart + interest, interest, principalPart, balance));
            }
            return list;
        }
    }

    static String cents(long c) {
        return String.format("%d.%d%d", c / 100, (c % 100) / 10, c % 10);
    }

    static void printSchedule(String title, Loan loan, int showFirst, int showLast) {
        List<Installment> rows = loan.schedule();
        System.out.println("--- " + title + " ---");
        System.out.println(String.format("principal=%s rate=%.2f months=%d payment=%s", cents(loan.principalCents),
                loan.annualRatePercent, loan.months, cents(loan.monthlyPaymentCents())));
        long totalInterest = 0;
        long totalPaid = 0;
        for (Installment in : rows) {
            totalInterest += in.interestCents;
            totalPaid += in.paymentCents;
            if (in.number <= showFirst || in.number > rows.size() - showLast) {
                System.out.println(String.format("%5d %-8s %-8s %-8s %s", in.number, cents(in.paymentCents),
                        cents(in.interestCents), cents(in.principalCents), cents(in.balanceCents)));
            } else if (in.number == showFirst + 1) {
                System.out.println("  ...");
            }
        }
        System.out.println("rows=" + rows.size() + " totalPaid=" + cents(totalPaid) + " totalInterest="
                + cents(totalInterest));
    }

    static double compound(double principal, double ratePercent, int periodsPerYear, int years) {
        double r = ratePercent / 100.0 / periodsPerYear;
        return principal * Math.pow(1 + r, (double) periodsPerYear * years);
    }

    static int monthsToDouble(double annualRatePercent) {
        double balance = 1.0;
        double r = annualRatePercent / 100.0 / 12.0;
        int months = 0;
        while (balance < 2.0 && months < 2000) {
            balance *= 1 + r;
            months++;
        }
        return months;
    }

    public static void main(String[] args) {
        printSchedule("car loan", new Loan(2500000, 6.9, 36), 3, 3);
        printSchedule("zero interest", new Loan(100000, 0.0, 7), 7, 0);
        printSchedule("short high rate", new Loan(50000, 24.99, 6), 6, 0);
        printSchedule("mortgage", new Loan(32000000, 4.25, 360), 2, 2);

        System.out.println("--- compound growth of 1000.00 ---");
        int[] freqs = {1, 4, 12, 365};
        double[] rates = {3.0, 5.5, 12.0};
        for (double rate : rates) {
            StringBuilder sb = new StringBuilder();
            for (int f : freqs) {
                double v = compound(1000.0, rate, f, 10);
                sb.append(String.format(" f%-8s%.2f", String.valueOf(f), v));
            }
            double continuous = 1000.0 * Math.exp(rate / 100.0 * 10);
            System.out.println(String.format("rate %.2f:", rate) + sb + String.format(" cont=%.2f", continuous));
        }

        System.out.println("--- rule of 72 vs simulation ---");
        double[] checkRates = {1.0, 2.0, 4.0, 6.0, 8.0, 10.0, 18.0};
        for (double rate : checkRates) {
            int sim = monthsToDouble(rate);
            double rule72Years = 72.0 / rate;
            int rule72Months = (int) Math.ceil(rule72Years * 12);
            double exact = Math.log(2) / Math.log(1 + rate / 1200.0);
            System.out.println(String.format("rate=%.2f sim=%d rule72=%d exact=%.2f floor=%d ceil=%d", rate, sim,
                    rule72Months, exact, (int) Math.floor(exact), (int) Math.ceil(exact)));
        }

        System.out.println("--- savings plan with monthly deposit ---");
        long balance = 0;
        long deposit = 25000;
        double monthlyRate = 3.6 / 100.0 / 12.0;
        for (int month = 1; month <= 24; month++) {
            balance += deposit;
            long interest = (long) Math.floor(balance * monthlyRate);
            balance += interest;
            if (month % 6 == 0) {
                System.out.println(String.format("month %05d balance=%s interest=%d", month, cents(balance), interest));
            }
        }
    }
}
