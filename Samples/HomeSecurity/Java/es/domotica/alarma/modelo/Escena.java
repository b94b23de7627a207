package es.domotica.alarma.modelo;

/**
 * Escenas de la instalación. Cada una decide qué sensores vigilan y cuánto retardo de entrada
 * hay antes de que suenen las sirenas.
 */
public enum Escena {
    CASA(0, "En casa", false) {
        @Override
        public boolean vigilaInterior() {
            return false;
        }
    },
    FUERA(1, "Fuera de casa", true) {
        @Override
        public boolean vigilaInterior() {
            return true;
        }
    },
    NOCHE(2, "Noche", true) {
        @Override
        public boolean vigilaInterior() {
            return false;
        }

        @Override
        public int getRetardoEntradaSegundos() {
            return 0;
        }
    },
    VACACIONES(3, "Vacaciones", true) {
        @Override
        public boolean vigilaInterior() {
            return true;
        }

        @Override
        public int getRetardoEntradaSegundos() {
            return 2 * super.getRetardoEntradaSegundos();
        }
    };

    /** Retardo de entrada por defecto. */
    public static final int RETARDO_POR_DEFECTO = 30;

    private final int codigo;
    private final String nombre;
    private final boolean armada;

    Escena(int codigo, String nombre, boolean armada) {
        this.codigo = codigo;
        this.nombre = nombre;
        this.armada = armada;
    }

    /** @return el código que usa la central */
    public int getCodigo() { return codigo; }

    /** @return el nombre para mostrar */
    public String getNombre() { return nombre; }

    /** @return si una alarma en esta escena dispara las sirenas */
    public boolean isArmada() { return armada; }

    /** @return si los detectores de movimiento interiores están activos */
    public abstract boolean vigilaInterior();

    /** @return segundos entre abrir la puerta y que suenen las sirenas */
    public int getRetardoEntradaSegundos() {
        return RETARDO_POR_DEFECTO;
    }

    /** @return la escena siguiente en el selector circular de la aplicación */
    public Escena siguiente() {
        Escena[] todas = values();
        return todas[(ordinal() + 1) % todas.length];
    }

    /**
     * @param codigo código recibido de la central
     * @return la escena
     * @throws IllegalArgumentException si el código no existe
     */
    public static Escena desdeCodigo(int codigo) {
        for (Escena e : values()) {
            if (e.codigo == codigo) {
                return e;
            }
        }
        throw new IllegalArgumentException("Escena desconocida: " + codigo);
    }
}
