package es.domotica.alarma.modelo;

import androidx.annotation.Nullable;

/**
 * Un dispositivo de la instalación (sirena, actuador o enchufe) con su último estado conocido.
 *
 * <p>Cuando el usuario da una orden, la aplicación muestra enseguida el estado pedido mientras
 * espera la confirmación de la central. Si la confirmación no llega en
 * {@link #CADUCIDAD_ORDEN_MS} milisegundos la orden caduca y el estado pasa a desconocido.
 */
public class Dispositivo {

    /** Tiempo máximo de espera de una confirmación: 30 segundos, en milisegundos. */
    public static final long CADUCIDAD_ORDEN_MS = 30 * 1000;

    /** Grupos de dispositivos, con el prefijo que usa el protocolo. */
    public enum Grupo {
        SIRENAS("sir"), ACTUADORES("act"), ENCHUFES("enc");

        private final String prefijo;

        Grupo(String prefijo) {
            this.prefijo = prefijo;
        }

        public String getPrefijo() { return prefijo; }

        /**
         * @param prefijo prefijo de protocolo
         * @return el grupo, o {@code null} si no existe
         */
        @Nullable
        public static Grupo desdePrefijo(String prefijo) {
            for (Grupo g : values()) {
                if (g.prefijo.equals(prefijo)) {
                    return g;
                }
            }
            return null;
        }
    }

    /** Estado de un dispositivo. */
    public enum Estado {
        STANDBY('0'), ON('1'), UNKNOWN('?');

        private final char codigo;

        Estado(char codigo) {
            this.codigo = codigo;
        }

        public char getCodigo() { return codigo; }

        /** @return el estado con ese código; cualquier otro carácter es {@link #UNKNOWN} */
        public static Estado desdeCodigo(char c) {
            switch (c) {
                case '0':
                    return STANDBY;
                case '1':
                    return ON;
                default:
                    return UNKNOWN;
            }
        }
    }

    /** Orden enviada a la central y aún no confirmada. */
    public class OrdenPendiente {
        private final Estado deseado;
        private final long emitidaEn;

        OrdenPendiente(Estado deseado, long emitidaEn) {
            this.deseado = deseado;
            this.emitidaEn = emitidaEn;
        }

        public Estado getDeseado() { return deseado; }

        public long getEmitidaEn() { return emitidaEn; }

        /** @return si ha pasado el plazo de confirmación */
        public boolean caducada(long ahora) {
            return ahora - emitidaEn >= CADUCIDAD_ORDEN_MS;
        }

        /** @return segundos que quedan de plazo, nunca negativos */
        public int segundosRestantes(long ahora) {
            long restante = CADUCIDAD_ORDEN_MS - (ahora - emitidaEn);
            return restante <= 0 ? 0 : (int) ((restante + 999) / 1000);
        }

        @Override
        public String toString() {
            // Accede a los campos del dispositivo que la contiene.
            return nombre + " -> " + deseado + " (desde " + estado + ")";
        }
    }

    private final int id;
    private String nombre;
    private final Grupo grupo;
    private Estado estado = Estado.UNKNOWN;
    private OrdenPendiente ordenPendiente;
    private long ultimaActualizacion = -1;

    /**
     * @param id     número del dispositivo dentro de su grupo
     * @param nombre nombre para mostrar
     * @param grupo  grupo
     */
    public Dispositivo(int id, String nombre, Grupo grupo) {
        this.id = id;
        this.nombre = nombre;
        this.grupo = grupo;
    }

    public int getId() { return id; }

    public String getNombre() { return nombre; }

    public void setNombre(String nombre) { this.nombre = nombre; }

    public Grupo getGrupo() { return grupo; }

    /** @return el último estado confirmado por la central */
    public Estado getEstado() { return estado; }

    public long getUltimaActualizacion() { return ultimaActualizacion; }

    @Nullable
    public OrdenPendiente getOrdenPendiente() { return ordenPendiente; }

    public boolean hayOrdenPendiente() {
        return ordenPendiente != null;
    }

    /** @return el estado que ve el usuario: el pedido si hay una orden pendiente */
    public Estado getEstadoMostrado() {
        return ordenPendiente != null ? ordenPendiente.deseado : estado;
    }

    /**
     * Registra una orden del usuario.
     *
     * @param deseado estado pedido, {@code STANDBY} u {@code ON}
     * @param ahora   instante en milisegundos
     * @return la orden pendiente, o {@code null} si el dispositivo ya está en ese estado
     * @throws IllegalArgumentException si se pide {@code UNKNOWN}
     */
    @Nullable
    public OrdenPendiente ordenar(Estado deseado, long ahora) {
        if (deseado == Estado.UNKNOWN) {
            throw new IllegalArgumentException("No se puede ordenar el estado UNKNOWN");
        }
        if (ordenPendiente == null && estado == deseado) {
            return null;
        }
        ordenPendiente = new OrdenPendiente(deseado, ahora);
        return ordenPendiente;
    }

    /**
     * Aplica un estado informado por la central.
     *
     * @param nuevo estado informado
     * @param ahora instante en milisegundos
     * @return si confirmaba la orden pendiente
     */
    public boolean confirmar(Estado nuevo, long ahora) {
        estado = nuevo;
        ultimaActualizacion = ahora;
        if (ordenPendiente != null && ordenPendiente.deseado == nuevo) {
            ordenPendiente = null;
            return true;
        }
        return false;
    }

    /**
     * Descarta la orden pendiente si ha caducado; el estado pasa a ser desconocido.
     *
     * @param ahora instante en milisegundos
     * @return si se ha descartado una orden
     */
    public boolean caducar(long ahora) {
        if (ordenPendiente != null && ordenPendiente.caducada(ahora)) {
            ordenPendiente = null;
            estado = Estado.UNKNOWN;
            return true;
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        Dispositivo that = (Dispositivo) o;
        return id == that.id && grupo == that.grupo;
    }

    @Override
    public int hashCode() {
        return 31 * grupo.hashCode() + id;
    }

    @Override
    public String toString() {
        return grupo.getPrefijo() + id + " '" + nombre + "' " + getEstadoMostrado()
                + (ordenPendiente != null ? "*" : "");
    }
}
