package es.domotica.alarma.modelo;

import androidx.annotation.NonNull;

/**
 * Un mensaje recibido de la central: notificación o alarma.
 *
 * <p>El identificador tiene la forma {@code M_15581}; la fecha es el instante en milisegundos
 * desde 1970 (UTC). {@code leido} se guarda como 0/1 porque así viene en la base de datos.
 */
public class Mensaje implements Comparable<Mensaje> {

    /** Tipo de un aviso informativo. */
    public static final String TIPO_NOTIFICACION = "notif";
    /** Tipo de una alarma, que el usuario debe confirmar. */
    public static final String TIPO_ALARMA = "alarm";

    private static final String PREFIJO_ID = "M_";

    private String descripcion;
    private long fecha;
    private String idNotificacion;
    private int leido;
    private String tipo;
    private boolean userAck;

    /**
     * @param idNotificacion identificador, p. ej. {@code M_15581}
     * @param fecha          instante en milisegundos desde 1970
     * @param tipo           {@link #TIPO_NOTIFICACION} o {@link #TIPO_ALARMA}
     * @param descripcion    texto para el usuario
     */
    public Mensaje(String idNotificacion, long fecha, String tipo, String descripcion) {
        this.idNotificacion = idNotificacion;
        this.fecha = fecha;
        this.tipo = tipo;
        this.descripcion = descripcion;
        this.leido = 0;
        this.userAck = false;
    }

    public String getDescripcion() { return descripcion; }

    public void setDescripcion(String descripcion) { this.descripcion = descripcion; }

    public long getFecha() { return fecha; }

    public void setFecha(long fecha) { this.fecha = fecha; }

    public String getIdNotificacion() { return idNotificacion; }

    public int getLeido() { return leido; }

    public void setLeido(int leido) { this.leido = leido; }

    public String getTipo() { return tipo; }

    public boolean isUserAck() { return userAck; }

    public void setUserAck(boolean userAck) { this.userAck = userAck; }

    /** @return si el usuario ya lo ha visto */
    public boolean isLeido() {
        return leido == 1;
    }

    /** Marca el mensaje como leído. */
    public void marcarLeido() {
        leido = 1;
    }

    /** @return si es una alarma */
    public boolean esAlarma() {
        return TIPO_ALARMA.equals(tipo);
    }

    /** @return si es una alarma que el usuario aún no ha confirmado */
    public boolean requiereConfirmacion() {
        return esAlarma() && !userAck;
    }

    /**
     * Número del identificador, sin el prefijo.
     *
     * @return el número, o -1 si el identificador no tiene la forma {@code M_<dígitos>}
     */
    public int getNumero() {
        if (idNotificacion == null || !idNotificacion.startsWith(PREFIJO_ID)
                || idNotificacion.length() == PREFIJO_ID.length()) {
            return -1;
        }
        int n = 0;
        for (int i = PREFIJO_ID.length(); i < idNotificacion.length(); i++) {
            char c = idNotificacion.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /**
     * Hora local del mensaje.
     *
     * @param desfaseMinutos diferencia con UTC en minutos (p. ej. 120 en verano peninsular)
     * @return "HH:MM"
     */
    public String getHora(int desfaseMinutos) {
        long minutos = Math.floorMod(fecha / 60000 + desfaseMinutos, 24 * 60);
        int h = (int) (minutos / 60);
        int m = (int) (minutos % 60);
        return (h < 10 ? "0" : "") + h + ":" + (m < 10 ? "0" : "") + m;
    }

    /** Más recientes primero; a igual fecha, el de número mayor primero. */
    @Override
    public int compareTo(@NonNull Mensaje otro) {
        if (fecha != otro.fecha) {
            return fecha > otro.fecha ? -1 : 1;
        }
        return Integer.compare(otro.getNumero(), getNumero());
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Mensaje)) return false;
        Mensaje otro = (Mensaje) o;
        return idNotificacion != null ? idNotificacion.equals(otro.idNotificacion) : otro.idNotificacion == null;
    }

    @Override
    public int hashCode() {
        return idNotificacion != null ? idNotificacion.hashCode() : 0;
    }

    @Override
    public String toString() {
        return idNotificacion + " [" + tipo + (isLeido() ? ", leído" : "") + (userAck ? ", ack" : "") + "] "
                + descripcion;
    }
}
