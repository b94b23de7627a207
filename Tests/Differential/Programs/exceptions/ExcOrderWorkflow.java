import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

public class ExcOrderWorkflow {
    public static void main(String[] args) {
        InventoryRepository repo = new InventoryRepository();
        repo.stock("apple", 10);
        repo.stock("banana", 2);
        repo.stock("cherry", 0);
        repo.markCorrupt("durian");
        PaymentGateway gateway = new PaymentGateway(5000);
        CheckoutService service = new CheckoutService(repo, gateway);
        CheckoutController controller = new CheckoutController(service);

        List<Order> orders = new ArrayList<>();
        orders.add(new Order("O-1", new String[]{"apple", "banana"}, new int[]{3, 1}, 1200));
        orders.add(new Order("O-2", new String[]{"banana"}, new int[]{5}, 900));
        orders.add(new Order("O-3", new String[]{"apple", "durian"}, new int[]{1, 1}, 700));
        orders.add(new Order("O-4", new String[]{"apple"}, new int[]{2}, 4500));
        orders.add(new Order("O-5", new String[]{"kiwi"}, new int[]{1}, 100));
        orders.add(new Order("O-6", new String[]{"apple", "banana"}, new int[]{1, 0}, 300));
        orders.add(new Order("O-7", new String[]{}, new int[]{}, 0));
        orders.add(new Order("O-8", new String[]{"banana"}, new int[]{1}, 0));

        for (Order o : orders) {
            System.out.println(">> " + o.id);
            String response = controller.submit(o);
            System.out.println("<< " + response);
        }
        System.out.println("Final stock:");
        for (String item : repo.items()) {
            System.out.println(String.format("  %-8s %5d", item, repo.available(item)));
        }
        System.out.println("Gateway budget left: " + gateway.remaining());
        System.out.println("Controller stats: " + controller.stats());
    }
}

class Order {
    final String id;
    final String[] items;
    final int[] quantities;
    final int amountCents;

    Order(String id, String[] items, int[] quantities, int amountCents) {
        this.id = id;
        this.items = items;
        this.quantities = quantities;
        this.amountCents = amountCents;
    }
}

class RepositoryException extends Exception {
    RepositoryException(String message) {
        super(message);
    }
}

class OutOfStockException extends RepositoryException {
    final String item;
    final int requested;
    final int available;

    OutOfStockException(String item, int requested, int available) {
        super("only " + available + " of " + item + " left, requested " + requested);
        this.item = item;
        this.requested = requested;
        this.available = available;
    }
}

class PaymentDeclinedException extends Exception {
    final int amount;

    PaymentDeclinedException(int amount, String reason) {
        super("payment of " + amount + " declined: " + reason);
        this.amount = amount;
    }
}

class CheckoutException extends Exception {
    final String orderId;
    final boolean retryable;

    CheckoutException(String orderId, String message, boolean retryable, Throwable cause) {
        super(message, cause);
        this.orderId = orderId;
        this.retryable = retryable;
    }
}

class DataCorruptionException extends RuntimeException {
    DataCorruptionException(String message) {
        super(message);
    }
}

class InventoryRepository {
    private final TreeMap<String, Integer> stock = new TreeMap<>();
    private final List<String> corrupt = new ArrayList<>();

    void stock(String item, int qty) {
        stock.put(item, qty);
    }

    void markCorrupt(String item) {
        corrupt.add(item);
        stock.put(item, 99);
    }

    List<String> items() {
        return new ArrayList<>(stock.keySet());
    }

    int available(String item) {
        Integer v = stock.get(item);
        return v == null ? 0 : v;
    }

    void reserve(String item, int qty) throws RepositoryException {
        if (corrupt.contains(item)) {
            throw new DataCorruptionException("row for " + item + " failed checksum");
        }
        Integer have = stock.get(item);
        if (have == null) {
            throw new RepositoryException("unknown item " + item);
        }
        if (have < qty) {
            throw new OutOfStockException(item, qty, have);
        }
        stock.put(item, have - qty);
    }

    void release(String item, int qty) {
        stock.merge(item, qty, Integer::sum);
    }
}

class PaymentGateway {
    private int budget;

    PaymentGateway(int budget) {
        this.budget = budget;
    }

    void charge(int amount) throws PaymentDeclinedException {
        if (amount <= 0) {
            throw new IllegalArgumentException("charge amount must be positive: " + amount);
        }
        if (amount > budget) {
            throw new PaymentDeclinedException(amount, "limit exceeded, remaining " + budget);
        }
        budget -= amount;
    }

    int remaining() {
        return budget;
    }
}

class CheckoutService {
    private final InventoryRepository repo;
    private final PaymentGateway gateway;

    CheckoutService(InventoryRepository repo, PaymentGateway gateway) {
        this.repo = repo;
        this.gateway = gateway;
    }

    int checkout(Order order) throws CheckoutException {
        if (order.items.length == 0) {
            throw new IllegalStateException("order " + order.id + " has no items");
        }
        List<Integer> reserved = new ArrayList<>();
        boolean committed = false;
        try {
            for (int i = 0; i < order.items.length; i++) {
                repo.reserve(order.items[i], order.quantities[i]);
                reserved.add(i);
                System.out.println("   reserved " + order.quantities[i] + " x " + order.items[i]);
            }
            gateway.charge(order.amountCents);
            System.out.println("   charged " + order.amountCents);
            committed = true;
            return reserved.size();
        } catch (OutOfStockException e) {
            throw new CheckoutException(order.id, "stock problem for " + e.item, true, e);
        } catch (RepositoryException e) {
            throw new CheckoutException(order.id, "inventory lookup failed", false, e);
        } catch (PaymentDeclinedException e) {
            throw new CheckoutException(order.id, "payment failed", false, e);
        } finally {
            if (!committed) {
                for (int k = reserved.size() - 1; k >= 0; k--) {
                    int idx = reserved.get(k);
                    repo.release(order.items[idx], order.quantities[idx]);
                    System.out.println("   rollback " + order.quantities[idx] + " x " + order.items[idx]);
                }
            }
            System.out.println("   service finally committed=" + committed);
        }
    }
}

class CheckoutController {
    private final CheckoutService service;
    private final TreeMap<String, Integer> stats = new TreeMap<>();

    CheckoutController(CheckoutService service) {
        this.service = service;
    }

    private void bump(String key) {
        stats.merge(key, 1, Integer::sum);
    }

    String submit(Order order) {
        try {
            int lines = service.checkout(order);
            bump("ok");
            return "200 OK lines=" + lines;
        } catch (CheckoutException e) {
            bump(e.retryable ? "retryable" : "failed");
            String causeMsg = e.getCause() != null ? e.getCause().getMessage() : "n/a";
            return "409 " + e.orderId + " " + e.getMessage() + " | cause: " + causeMsg
                    + (e.retryable ? " | retry later" : "");
        } catch (DataCorruptionException | IllegalStateException e) {
            bump("internal");
            return "500 " + e.getClass().getSimpleName() + ": " + e.getMessage();
        } catch (RuntimeException e) {
            bump("other");
            return "400 " + e.getClass().getSimpleName();
        } finally {
            bump("total");
        }
    }

    String stats() {
        return stats.toString();
    }
}
