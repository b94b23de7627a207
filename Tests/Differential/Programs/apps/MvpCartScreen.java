import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class MvpCartScreen {

    interface Listener<T> {
        void onChange(T value);
    }

    interface Callback<T> {
        void onSuccess(T result);
        void onError(String message);
    }

    enum CartState { EMPTY, HAS_ITEMS, CHECKING_OUT, PAID, FAILED }

    static class Product {
        final String sku;
        final String title;
        final int priceCents;
        Product(String sku, String title, int priceCents) {
            this.sku = sku; this.title = title; this.priceCents = priceCents;
        }
        @Override public String toString() { return title + "@" + money(priceCents); }
    }

    static String money(int cents) {
        return String.format("$%.2f", cents / 100.0);
    }

    static class CartEvent {
        final String kind;
        final String sku;
        final int quantity;
        CartEvent(String kind, String sku, int quantity) {
            this.kind = kind; this.sku = sku; this.quantity = quantity;
        }
        @Override public String toString() { return kind + ":" + sku + "x" + quantity; }
    }

    static class CartModel {
        private final LinkedHashMap<String, Integer> quantities = new LinkedHashMap<>();
        private final LinkedHashMap<String, Product> products = new LinkedHashMap<>();
        private final List<Listener<? super CartEvent>> listeners = new ArrayList<>();

        void addListener(Listener<? super CartEvent> l) { listeners.add(l); }
        void removeListener(Listener<? super CartEvent> l) { listeners.remove(l); }

        private void dispatch(CartEvent e) {
            for (Listener<? super CartEvent> l : new ArrayList<>(listeners)) {
                l.onChange(e);
            }
        }

        void add(Product p, int qty) {
            products.put(p.sku, p);
            Integer old = quantities.get(p.sku);
            int now = (old == null ? 0 : old) + qty;
            quantities.put(p.sku, now);
            dispatch(new CartEvent("add", p.sku, now));
        }

        void remove(String sku) {
            if (quantities.remove(sku) != null) {
                products.remove(sku);
                dispatch(new CartEvent("remove", sku, 0));
            }
        }

        void clear() {
            quantities.clear();
            products.clear();
            dispatch(new CartEvent("clear", "*", 0));
        }

        boolean isEmpty() { return quantities.isEmpty(); }

        int subtotal() {
            int sum = 0;
            for (Map.Entry<String, Integer> e : quantities.entrySet()) {
                sum += products.get(e.getKey()).priceCents * e.getValue();
            }
            return sum;
        }

        List<String> lines() {
            List<String> out = new ArrayList<>();
            for (Map.Entry<String, Integer> e : quantities.entrySet()) {
                Product p = products.get(e.getKey());
                out.add(p.title + " x" + e.getValue() + " = " + money(p.priceCents * e.getValue()));
            }
            return out;
        }
    }

    interface CartView {
        void renderLines(List<String> lines);
        void renderTotal(String total);
        void showMessage(String msg);
        void setCheckoutEnabled(boolean enabled);
    }

    static class FakePaymentApi {
        int balanceCents;
        FakePaymentApi(int balanceCents) { this.balanceCents = balanceCents; }

        void validateCoupon(String code, Callback<Integer> cb) {
            System.out.println("  api: GET /coupon/" + code);
            if (code.equals("SAVE10")) cb.onSuccess(10);
            else if (code.equals("HALF")) cb.onSuccess(50);
            else cb.onError("coupon " + code + " not found");
        }

        void charge(int cents, Callback<String> cb) {
            System.out.println("  api: POST /charge " + money(cents));
            if (cents > balanceCents) {
                cb.onError("insufficient funds (" + money(balanceCents) + ")");
            } else {
                balanceCents -= cents;
                cb.onSuccess("RCPT-" + (1000 + cents % 997));
            }
        }
    }

    static class CartPresenter {
        private final CartView view;
        private final CartModel model;
        private final FakePaymentApi api;
        private CartState state = CartState.EMPTY;
        private int discountPercent = 0;
        private final ModelObserver observer = new ModelObserver();

        // inner (non-static) class that reaches the presenter's fields
        class ModelObserver implements Listener<CartEvent> {
            int seen = 0;
            @Override
            public void onChange(CartEvent value) {
                seen++;
                System.out.println("  presenter saw " + value + " (#" + seen + ")");
                refresh();
            }
        }

        CartPresenter(CartView view, CartModel model, FakePaymentApi api) {
            this.view = view; this.model = model; this.api = api;
        }

        void attach() { model.addListener(observer); refresh(); }
        void detach() { model.removeListener(observer); System.out.println("presenter detached"); }

        private void setState(CartState s) {
            if (s != state) {
                System.out.println("  [state " + state + " -> " + s + "]");
                state = s;
            }
        }

        int total() { return model.subtotal() * (100 - discountPercent) / 100; }

        private void refresh() {
            if (state != CartState.CHECKING_OUT && state != CartState.PAID) {
                setState(model.isEmpty() ? CartState.EMPTY : CartState.HAS_ITEMS);
            }
            view.renderLines(model.lines());
            view.renderTotal(money(total()) + (discountPercent > 0 ? " (-" + discountPercent + "%)" : ""));
            view.setCheckoutEnabled(state == CartState.HAS_ITEMS || state == CartState.FAILED);
        }

        void applyCoupon(final String code) {
            System.out.println("applyCoupon " + code);
            api.validateCoupon(code, new Callback<Integer>() {
                public void onSuccess(Integer pct) {
                    discountPercent = pct;
                    view.showMessage("coupon " + code + " applied");
                    refresh();
                }
                public void onError(String message) {
                    view.showMessage(message);
                }
            });
        }

        void checkout() {
            System.out.println("checkout (state=" + state + ")");
            if (state != CartState.HAS_ITEMS && state != CartState.FAILED) {
                view.showMessage("cannot checkout now");
                return;
            }
            setState(CartState.CHECKING_OUT);
            api.charge(total(), new Callback<String>() {
                public void onSuccess(String receipt) {
                    setState(CartState.PAID);
                    view.showMessage("paid, receipt " + receipt);
                    model.clear();
                }
                public void onError(String message) {
                    setState(CartState.FAILED);
                    view.showMessage("payment failed: " + message);
                    refresh();
                }
            });
        }

        void startNewOrder() {
            System.out.println("startNewOrder");
            discountPercent = 0;
            setState(CartState.EMPTY);
            refresh();
        }
    }

    static class RecordingCartView implements CartView {
        int calls = 0;
        public void renderLines(List<String> lines) {
            calls++;
            System.out.println("  view.renderLines " + lines);
        }
        public void renderTotal(String total) {
            calls++;
            System.out.println("  view.renderTotal " + total);
        }
        public void showMessage(String msg) {
            calls++;
            System.out.println("  view.showMessage " + msg);
        }
        public void setCheckoutEnabled(boolean enabled) {
            calls++;
            if (!enabled) System.out.println("  view.setCheckoutEnabled false");
        }
    }

    public static void main(String[] args) {
        CartModel model = new CartModel();
        RecordingCartView view = new RecordingCartView();
        FakePaymentApi api = new FakePaymentApi(5000);
        CartPresenter presenter = new CartPresenter(view, model, api);

        final List<Object> analytics = new ArrayList<>();
        Listener<Object> tracker = new Listener<Object>() {
            public void onChange(Object value) { analytics.add(value); }
        };
        model.addListener(tracker);

        Product mug = new Product("M1", "Mug", 1250);
        Product tee = new Product("T7", "T-Shirt", 1999);
        Product pin = new Product("P3", "Pin", 305);
        System.out.println("catalog: " + mug + ", " + tee + ", " + pin);

        presenter.attach();
        model.add(mug, 2);
        model.add(tee, 1);
        presenter.applyCoupon("BOGUS");
        presenter.applyCoupon("SAVE10");
        model.add(tee, 1);
        presenter.checkout();
        model.remove("T7");
        model.add(pin, 3);
        presenter.checkout();
        presenter.checkout();
        presenter.startNewOrder();

        presenter.detach();
        model.add(pin, 1);
        model.removeListener(tracker);
        model.add(mug, 1);

        System.out.println("analytics events: " + analytics.size());
        System.out.println("analytics: " + analytics);
        System.out.println("subtotal now: " + money(model.subtotal()));
        System.out.println("balance left: " + money(api.balanceCents));
        System.out.println("view calls: " + view.calls + ", observer saw: " + presenter.observer.seen);
    }
}
