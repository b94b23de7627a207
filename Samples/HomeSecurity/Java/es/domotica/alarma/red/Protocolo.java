package es.domotica.alarma.red;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

import es.domotica.alarma.modelo.Dispositivo;
import es.domotica.alarma.modelo.Mensaje;

/**
 * Protocolo de texto con la central, sin E/S: autenticación, máquina de estados, codificación
 * y decodificación de tramas.
 *
 * <p>Autenticación: la central envía un nonce de 4 bytes; el cliente responde con su usuario,
 * {@code "\r\n"} y el SHA-256 de usuario + contraseña + nonce; la central contesta con 8 bytes
 * que contienen {@code "OK\r\n"} si acepta.
 *
 * <p>Después, cada línea es una trama {@code tipo|campo|campo...*suma}, donde {@code suma} es la
 * suma de control en hexadecimal del texto anterior al asterisco.
 */
public final class Protocolo {

    /** Puerto TCP de la central. */
    public static final int PUERTO = 8888;
    /** Bytes del nonce. */
    public static final int LONGITUD_NONCE = 4;
    /** Bytes de la respuesta de autenticación. */
    public static final int LONGITUD_RESPUESTA = 8;
    /** Lo que debe contener una respuesta afirmativa. */
    public static final String RESPUESTA_OK = "OK\r\n";
    /** Tiempo de espera de lectura del socket, en milisegundos. */
    public static final int TIEMPO_ESPERA_MS = 15000;
    /** Ecos sin respuesta tras los que la conexión se da por perdida. */
    public static final int MAX_ECOS_SIN_RESPUESTA = 2;

    public static final String TIPO_ECO = "echo";
    public static final String TIPO_ORDEN = "or";
    public static final String TIPO_NOTIF = "notif";
    public static final String TIPO_ALARMA = "alarm";

    private static final char SEPARADOR = '|';
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** Sucesos que hacen avanzar la máquina de estados. */
    public enum Evento {
        CONEXION_ABIERTA, NONCE_RECIBIDO, RESPUESTA_OK, RESPUESTA_KO, TIEMPO_AGOTADO, ERROR_ES, REINTENTAR, CERRADO
    }

    private Protocolo() {
    }

    /**
     * Siguiente estado de la conexión.
     *
     * @param actual estado actual
     * @param evento suceso
     * @return el estado nuevo
     * @throws IllegalStateException si el suceso no es posible en ese estado
     */
    public static EstadoCliente transicion(EstadoCliente actual, Evento evento) {
        if (evento == Evento.ERROR_ES) {
            return EstadoCliente.ERROR_CONEXION;
        }
        if (evento == Evento.CERRADO) {
            return EstadoCliente.DESCONECTADO_INICIO;
        }
        switch (actual) {
            case DESCONECTADO_INICIO:
                if (evento == Evento.CONEXION_ABIERTA) return EstadoCliente.AUTENTICANDO_USR;
                break;
            case AUTENTICANDO_USR:
                if (evento == Evento.NONCE_RECIBIDO) return EstadoCliente.ESPERANDO_AUTENTICACION;
                if (evento == Evento.TIEMPO_AGOTADO) return EstadoCliente.ERROR_CONEXION;
                break;
            case ESPERANDO_AUTENTICACION:
                switch (evento) {
                    case RESPUESTA_OK:
                        return EstadoCliente.CONECTADO;
                    case RESPUESTA_KO:
                        return EstadoCliente.ERROR_AUTENTICACION;
                    case TIEMPO_AGOTADO:
                        return EstadoCliente.ERROR_CONEXION;
                    default:
                        break;
                }
                break;
            case CONECTADO:
                if (evento == Evento.TIEMPO_AGOTADO) return EstadoCliente.ERROR_CONEXION;
                break;
            case ERROR_CONEXION:
                if (evento == Evento.REINTENTAR) return EstadoCliente.DESCONECTADO_INICIO;
                break;
            case ERROR_AUTENTICACION:
                // Reintentar con las mismas credenciales no sirve: hay que pedirlas de nuevo.
                if (evento == Evento.REINTENTAR) return EstadoCliente.ERROR_AUTENTICACION;
                break;
        }
        throw new IllegalStateException("Transición no válida: " + actual + " + " + evento);
    }

    /**
     * SHA-256 de usuario + contraseña + nonce (textos en UTF-8).
     *
     * @return los 32 bytes del resumen
     */
    public static byte[] calcularHash(String usuario, String password, byte[] nonce) throws NoSuchAlgorithmException {
        if (nonce.length != LONGITUD_NONCE) {
            throw new IllegalArgumentException("nonce de " + nonce.length + " bytes");
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(usuario.getBytes(StandardCharsets.UTF_8));
        md.update(password.getBytes(StandardCharsets.UTF_8));
        md.update(nonce);
        return md.digest();
    }

    /**
     * Mensaje de credenciales que el cliente envía tras recibir el nonce.
     *
     * @return usuario, {@code "\r\n"} y el resumen
     */
    public static byte[] mensajeCredenciales(String usuario, String password, byte[] nonce)
            throws NoSuchAlgorithmException {
        byte[] cabecera = (usuario + "\r\n").getBytes(StandardCharsets.UTF_8);
        byte[] hash = calcularHash(usuario, password, nonce);
        byte[] mensaje = Arrays.copyOf(cabecera, cabecera.length + hash.length);
        System.arraycopy(hash, 0, mensaje, cabecera.length, hash.length);
        return mensaje;
    }

    /** @return los bytes en hexadecimal, en minúsculas */
    public static String aHex(byte[] datos) {
        char[] out = new char[datos.length * 2];
        for (int i = 0; i < datos.length; i++) {
            int v = datos[i] & 0xFF;
            out[i * 2] = HEX[v >>> 4];
            out[i * 2 + 1] = HEX[v & 0x0F];
        }
        return new String(out);
    }

    /** @return el nonce como entero con signo, big-endian */
    public static int nonceComoEntero(byte[] nonce) {
        return (nonce[0] & 0xFF) << 24 | (nonce[1] & 0xFF) << 16 | (nonce[2] & 0xFF) << 8 | (nonce[3] & 0xFF);
    }

    /** @return los 4 bytes big-endian de {@code valor} */
    public static byte[] nonceDesdeEntero(int valor) {
        return new byte[] {(byte) (valor >> 24), (byte) (valor >> 16), (byte) (valor >> 8), (byte) valor};
    }

    /**
     * @param respuesta los bytes recibidos tras enviar las credenciales
     * @return si son {@value #LONGITUD_RESPUESTA} bytes que contienen {@code "OK\r\n"}
     */
    public static boolean respuestaEsOk(byte[] respuesta) {
        if (respuesta == null || respuesta.length != LONGITUD_RESPUESTA) {
            return false;
        }
        String texto = new String(respuesta, StandardCharsets.ISO_8859_1);
        return texto.contains(RESPUESTA_OK);
    }

    /**
     * Suma de control de una trama: {@code h = 31 * h + c} sobre cada carácter, con
     * desbordamiento de {@code int}.
     */
    public static int sumaControl(String texto) {
        int h = 7;
        for (int i = 0; i < texto.length(); i++) {
            h = 31 * h + texto.charAt(i);
        }
        return h ^ (h >>> 16);
    }

    /** Añade la suma de control a un texto de trama. */
    static String cerrarTrama(String texto) {
        return texto + '*' + Integer.toHexString(sumaControl(texto));
    }

    /**
     * Decodifica una línea.
     *
     * @param linea la línea sin el fin de línea
     * @return la trama
     * @throws IllegalArgumentException si falta la suma de control o no coincide
     */
    public static Trama decodificar(String linea) {
        int asterisco = linea.lastIndexOf('*');
        if (asterisco < 0) {
            throw new IllegalArgumentException("Trama sin suma de control: " + linea);
        }
        String texto = linea.substring(0, asterisco);
        int recibida;
        try {
            recibida = (int) Long.parseLong(linea.substring(asterisco + 1), 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Suma de control ilegible: " + linea, e);
        }
        if (recibida != sumaControl(texto)) {
            throw new IllegalArgumentException("Suma de control incorrecta: " + linea);
        }
        // split() quita los campos vacíos del final.
        String[] partes = texto.split("\\|");
        String[] campos = Arrays.copyOfRange(partes, 1, partes.length);
        return new Trama(partes[0], campos);
    }

    /**
     * Convierte una trama notif o alarm en un mensaje: {@code tipo|id|fecha|descripción}.
     *
     * @return el mensaje
     * @throws IllegalArgumentException si la trama no es de ese tipo o está incompleta
     */
    public static Mensaje aMensaje(Trama t) {
        if (!t.esMensaje()) {
            throw new IllegalArgumentException("No es un mensaje: " + t);
        }
        if (t.numCampos() < 2) {
            throw new IllegalArgumentException("Mensaje incompleto: " + t);
        }
        long fecha = Long.parseLong(t.campo(1));
        return new Mensaje(t.campo(0), fecha,
                t.getTipo().equals(TIPO_ALARMA) ? Mensaje.TIPO_ALARMA : Mensaje.TIPO_NOTIFICACION, t.campo(2, ""));
    }

    /** @return la trama de una orden: {@code or|grupo|id|estado} */
    public static String codificarOrden(Dispositivo d, Dispositivo.Estado estado) {
        StringBuilder sb = new StringBuilder(TIPO_ORDEN);
        sb.append(SEPARADOR).append(d.getGrupo().getPrefijo())
                .append(SEPARADOR).append(d.getId())
                .append(SEPARADOR).append(estado.getCodigo());
        return cerrarTrama(sb.toString());
    }

    /** @return la trama de eco con un número de secuencia */
    public static String codificarEco(long secuencia) {
        return cerrarTrama(TIPO_ECO + SEPARADOR + secuencia);
    }

    /** @return la confirmación de lectura de un mensaje */
    public static String codificarAck(Mensaje m) {
        return cerrarTrama("ack" + SEPARADOR + m.getIdNotificacion());
    }
}
