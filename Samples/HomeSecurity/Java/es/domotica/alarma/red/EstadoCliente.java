package es.domotica.alarma.red;

/**
 * Estados de la conexión con la central.
 *
 * <pre>
 * DESCONECTADO_INICIO -> AUTENTICANDO_USR -> ESPERANDO_AUTENTICACION -> CONECTADO
 *                                       \-> ERROR_AUTENTICACION
 * cualquiera --(error de E/S)--> ERROR_CONEXION --(reintento)--> DESCONECTADO_INICIO
 * </pre>
 */
public enum EstadoCliente {
    DESCONECTADO_INICIO(false, false),
    AUTENTICANDO_USR(false, false),
    ESPERANDO_AUTENTICACION(false, false),
    CONECTADO(true, false),
    ERROR_AUTENTICACION(false, true),
    ERROR_CONEXION(false, true);

    private final boolean puedeEnviar;
    private final boolean error;

    EstadoCliente(boolean puedeEnviar, boolean error) {
        this.puedeEnviar = puedeEnviar;
        this.error = error;
    }

    /** @return si se pueden enviar órdenes en este estado */
    public boolean puedeEnviar() { return puedeEnviar; }

    /** @return si es un estado de error */
    public boolean esError() { return error; }
}
