import java.util.ArrayList;
import java.util.List;

public class NmrLoanCalculator {
    public static void main(String[] args) {
        Loan car = new Loan("Car", 18000.0, 4.5, 36);
        Loan home = new Loan("Home", 250000.0, 3.75, 360);
        Loan zero = new Loan("Promo", 1200.0, 0.0, 12);
        List<Loan> loans = new ArrayList<>();
        loans.add(car);
        loans.add(home);
        loans.add(zero);

        for (Loan loan : loans) {
            double monthly = loan.monthlyPayment();
            System.out.println("Loan " + loan.name + " principal=" + loan.principal + " rate=" + loan.annualRate);
            System.out.println(String.format("  raw monthly = %.4f", monthly));
            System.out.println("  rounded monthly = " + roundMoney(monthly));
            System.out.println(String.format("  formatted monthly = %.2f", monthly));
            double total = roundMoney(monthly * loan.months);
            System.out.println("  total paid = " + total);
            System.out.println("  interest = " + roundMoney(total - loan.principal));
            System.out.println(String.format("  months=%5d years=%d leftover months=%d", loan.months, loan.months / 12, loan.months % 12));
        }

        System.out.println("Amortization (first 6 months of " + car.name + "):");
        double balance = car.principal;
        double payment = roundMoney(car.monthlyPayment());
        double monthlyRate = car.annualRate / 100.0 / 12;
        System.out.println("monthly rate = " + monthlyRate);
        for (int m = 1; m <= 6; m++) {
            double interest = roundMoney(balance * monthlyRate);
            double principalPart = roundMoney(payment - interest);
            balance = roundMoney(balance - principalPart);
            System.out.println(String.format("%5d %8.2f %8.2f %8.2f", m, interest, principalPart, balance));
        }

        System.out.println("Compound interest on savings:");
        double savings = 1000.0;
        double[] rates = {0.01, 0.025, 0.05, 0.1};
        for (double r : rates) {
            double yearly = savings * Math.pow(1 + r, 10);
            double monthlyComp = savings * Math.pow(1 + r / 12, 120);
            double continuous = savings * Math.exp(r * 10);
            System.out.println("rate " + r + " -> " + String.format("%.3f / %.3f / %.3f", yearly, monthlyComp, continuous));
            System.out.println("  rounded yearly: " + Math.round(yearly * 100) / 100.0);
        }

        System.out.println("Integer vs floating division:");
        int totalCents = 100000;
        int installments = 7;
        System.out.println("int division: " + totalCents / installments);
        System.out.println("remainder: " + totalCents % installments);
        System.out.println("double division: " + (double) totalCents / installments);
        System.out.println("mixed: " + totalCents / 7.0);
        System.out.println("truncated later: " + (double) (totalCents / installments));
        System.out.println("negative int division: " + (-7 / 2) + " mod " + (-7 % 2));
        System.out.println("floorDiv: " + Math.floorDiv(-7, 2) + " floorMod: " + Math.floorMod(-7, 2));

        System.out.println("Break-even months:");
        double fee = 350.0;
        double savedPerMonth = 42.5;
        double months = fee / savedPerMonth;
        System.out.println("exact = " + months);
        System.out.println("ceil = " + Math.ceil(months) + " as int " + (int) Math.ceil(months));
        System.out.println("floor = " + Math.floor(months));
        System.out.println("round = " + Math.round(months));
        System.out.println("rint(2.5) = " + Math.rint(2.5) + " rint(3.5) = " + Math.rint(3.5));
        System.out.println("round(2.5) = " + Math.round(2.5) + " round(-2.5) = " + Math.round(-2.5));
    }

    static double roundMoney(double x) {
        return Math.round(x * 100) / 100.0;
    }
}

class Loan {
    final String name;
    final double principal;
    final double annualRate;
    final int months;

    Loan(String name, double principal, double annualRate, int months) {
        this.name = name;
        this.principal = principal;
        this.annualRate = annualRate;
        this.months = months;
    }

    double monthlyPayment() {
        if (annualRate == 0.0) {
            return principal / months;
        }
        double r = annualRate / 100.0 / 12.0;
        double factor = Math.pow(1 + r, months);
        return principal * r * factor / (factor - 1);
    }
}
