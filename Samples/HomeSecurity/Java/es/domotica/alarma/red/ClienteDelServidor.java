package es.domotica.alarma.red;

import android.util.Log;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.NoSuchAlgorithmException;

import es.domotica.alarma.modelo.Dispositivo;
import es.domotica.alarma.modelo.Mensaje;

/**
 * Cliente TCP de la central de alarma. Se ejecuta en su propio hilo: conecta, se autentica y
 * queda leyendo tramas; si no llega nada en {@link Protocolo#TIEMPO_ESPERA_MS} envía un eco, y
 * si los ecos no obtienen respuesta da la conexión por perdida y reintenta.
 */
public class ClienteDelServidor implements Runnable {

    private static final String TAG = "ClienteDelServidor";
    private static final long ESPERA_REINTENTO_MS = 5000;
    private static final int MAX_REINTENTOS = 10;

    /** Recibe los sucesos del cliente; se llama desde el hilo del cliente. */
    public interface Oyente {
        void onEstadoCambiado(EstadoCliente estado);

        void onMensaje(Mensaje mensaje);

        void onEstadoDispositivo(String grupo, int id, Dispositivo.Estado estado);
    }

    private final String host;
    private final int puerto;
    private final String usuario;
    private final String password;
    private final Oyente oyente;

    private volatile EstadoCliente estado = EstadoCliente.DESCONECTADO_INICIO;
    private volatile boolean activo;
    private Socket socket;
    private DataInputStream entrada;
    private OutputStream salida;
    private BufferedReader lector;
    private int ecosSinRespuesta;
    private long secuenciaEco;
    private int reintentos;

    public ClienteDelServidor(String host, String usuario, String password, Oyente oyente) {
        this(host, Protocolo.PUERTO, usuario, password, oyente);
    }

    public ClienteDelServidor(String host, int puerto, String usuario, String password, Oyente oyente) {
        this.host = host;
        this.puerto = puerto;
        this.usuario = usuario;
        this.password = password;
        this.oyente = oyente;
    }

    public EstadoCliente getEstado() {
        return estado;
    }

    /** Arranca el hilo del cliente. */
    public void iniciar() {
        if (activo) {
            return;
        }
        activo = true;
        new Thread(this).start();
    }

    /** Pide al hilo que termine y cierra el socket. */
    public void detener() {
        activo = false;
        cerrar();
    }

    /**
     * Envía una orden a un dispositivo.
     *
     * @return si se pudo enviar
     */
    public synchronized boolean enviarOrden(Dispositivo d, Dispositivo.Estado deseado) {
        if (!estado.puedeEnviar()) {
            return false;
        }
        try {
            enviarLinea(Protocolo.codificarOrden(d, deseado));
            return true;
        } catch (IOException e) {
            Log.e(TAG, "no se pudo enviar la orden", e);
            cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.ERROR_ES));
            return false;
        }
    }

    @Override
    public void run() {
        while (activo) {
            try {
                paso();
            } catch (SocketTimeoutException e) {
                if (estado == EstadoCliente.CONECTADO && ecosSinRespuesta < Protocolo.MAX_ECOS_SIN_RESPUESTA) {
                    try {
                        ecosSinRespuesta++;
                        enviarLinea(Protocolo.codificarEco(++secuenciaEco));
                    } catch (IOException e2) {
                        cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.ERROR_ES));
                    }
                } else {
                    cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.TIEMPO_AGOTADO));
                }
            } catch (IOException e) {
                Log.e(TAG, "error de E/S en " + estado, e);
                cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.ERROR_ES));
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("SHA-256 no disponible", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                activo = false;
            }
        }
        cerrar();
    }

    /** Un paso de la máquina de estados; bloquea en la E/S del estado actual. */
    private void paso() throws IOException, NoSuchAlgorithmException, InterruptedException {
        switch (estado) {
            case DESCONECTADO_INICIO:
                abrir();
                cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.CONEXION_ABIERTA));
                break;
            case AUTENTICANDO_USR: {
                byte[] nonce = new byte[Protocolo.LONGITUD_NONCE];
                entrada.readFully(nonce);
                Log.d(TAG, "nonce " + Protocolo.aHex(nonce));
                salida.write(Protocolo.mensajeCredenciales(usuario, password, nonce));
                salida.flush();
                cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.NONCE_RECIBIDO));
                break;
            }
            case ESPERANDO_AUTENTICACION: {
                byte[] respuesta = new byte[Protocolo.LONGITUD_RESPUESTA];
                entrada.readFully(respuesta);
                boolean ok = Protocolo.respuestaEsOk(respuesta);
                if (ok) {
                    lector = new BufferedReader(new InputStreamReader(entrada, StandardCharsets.UTF_8));
                    reintentos = 0;
                }
                cambiarEstado(Protocolo.transicion(estado,
                        ok ? Protocolo.Evento.RESPUESTA_OK : Protocolo.Evento.RESPUESTA_KO));
                break;
            }
            case CONECTADO: {
                String linea = lector.readLine();
                if (linea == null) {
                    throw new EOFException("la central cerró la conexión");
                }
                ecosSinRespuesta = 0;
                procesarLinea(linea);
                break;
            }
            case ERROR_AUTENTICACION:
                activo = false;
                break;
            case ERROR_CONEXION:
                cerrar();
                if (++reintentos > MAX_REINTENTOS) {
                    activo = false;
                    break;
                }
                Thread.sleep(ESPERA_REINTENTO_MS * reintentos);
                cambiarEstado(Protocolo.transicion(estado, Protocolo.Evento.REINTENTAR));
                break;
        }
    }

    private void procesarLinea(String linea) {
        Trama t;
        try {
            t = Protocolo.decodificar(linea);
        } catch (IllegalArgumentException e) {
            Log.w(TAG, "trama descartada", e);
            return;
        }
        switch (t.getTipo()) {
            case Protocolo.TIPO_ECO:
                Log.v(TAG, "eco " + (t.numCampos() > 0 ? t.campo(0) : "?"));
                break;
            case Protocolo.TIPO_ORDEN:
                if (t.numCampos() >= 3 && t.campo(2).length() == 1) {
                    oyente.onEstadoDispositivo(t.campo(0), Integer.parseInt(t.campo(1)),
                            Dispositivo.Estado.desdeCodigo(t.campo(2).charAt(0)));
                }
                break;
            case Protocolo.TIPO_NOTIF:
            case Protocolo.TIPO_ALARMA:
                Mensaje m = Protocolo.aMensaje(t);
                oyente.onMensaje(m);
                try {
                    enviarLinea(Protocolo.codificarAck(m));
                } catch (IOException e) {
                    Log.w(TAG, "ack no enviado", e);
                }
                break;
            default:
                Log.w(TAG, "tipo desconocido: " + t.getTipo());
        }
    }

    private void abrir() throws IOException {
        socket = new Socket();
        socket.connect(new InetSocketAddress(host, puerto), Protocolo.TIEMPO_ESPERA_MS);
        socket.setSoTimeout(Protocolo.TIEMPO_ESPERA_MS);
        socket.setKeepAlive(true);
        entrada = new DataInputStream(socket.getInputStream());
        salida = socket.getOutputStream();
        ecosSinRespuesta = 0;
    }

    private synchronized void enviarLinea(String linea) throws IOException {
        salida.write((linea + "\r\n").getBytes(StandardCharsets.UTF_8));
        salida.flush();
    }

    private void cambiarEstado(EstadoCliente nuevo) {
        if (nuevo != estado) {
            Log.i(TAG, estado + " -> " + nuevo);
            estado = nuevo;
            oyente.onEstadoCambiado(nuevo);
        }
    }

    private void cerrar() {
        Socket s = socket;
        socket = null;
        if (s != null) {
            try {
                s.close();
            } catch (IOException ignorada) {
                // nada que hacer
            } finally {
                entrada = null;
                salida = null;
                lector = null;
            }
        }
    }
}
