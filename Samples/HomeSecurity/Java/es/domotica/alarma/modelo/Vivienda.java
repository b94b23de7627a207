package es.domotica.alarma.modelo;

import android.util.Log;

import androidx.annotation.Nullable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * La instalación del usuario: dispositivos, escena activa y buzón de mensajes.
 */
public class Vivienda {

    private static final String TAG = "Vivienda";

    /** Mensajes que se conservan en el buzón. */
    public static final int MAX_MENSAJES = 50;

    private final String nombre;
    private Escena escena = Escena.CASA;
    private final List<Dispositivo> dispositivos = new ArrayList<>();
    private final List<Mensaje> mensajes = new ArrayList<>();

    public Vivienda(String nombre) {
        this.nombre = nombre;
    }

    public String getNombre() { return nombre; }

    public Escena getEscena() { return escena; }

    /** @return los dispositivos en el orden en que se añadieron */
    public List<Dispositivo> getDispositivos() {
        return Collections.unmodifiableList(dispositivos);
    }

    /** @return los mensajes, el más reciente primero */
    public List<Mensaje> getMensajes() {
        return Collections.unmodifiableList(mensajes);
    }

    public void agregarDispositivo(Dispositivo d) {
        if (dispositivos.contains(d)) {
            throw new IllegalArgumentException("Dispositivo repetido: " + d);
        }
        dispositivos.add(d);
    }

    /** @return el dispositivo, o {@code null} si no existe */
    @Nullable
    public Dispositivo buscar(Dispositivo.Grupo grupo, int id) {
        for (Dispositivo d : dispositivos) {
            if (d.getGrupo() == grupo && d.getId() == id) {
                return d;
            }
        }
        return null;
    }

    /** @return los dispositivos de un grupo */
    public List<Dispositivo> porGrupo(Dispositivo.Grupo grupo) {
        List<Dispositivo> resultado = new ArrayList<>();
        for (Dispositivo d : dispositivos) {
            if (d.getGrupo() == grupo) resultado.add(d);
        }
        return resultado;
    }

    /**
     * Cambia de escena. Al desarmar se ordena apagar las sirenas que estén sonando.
     *
     * @param nueva escena nueva
     * @param ahora instante en milisegundos
     * @return las órdenes generadas
     */
    public List<Dispositivo.OrdenPendiente> cambiarEscena(Escena nueva, long ahora) {
        List<Dispositivo.OrdenPendiente> ordenes = new ArrayList<>();
        Escena anterior = escena;
        escena = nueva;
        if (anterior.isArmada() && !nueva.isArmada()) {
            for (Dispositivo sirena : porGrupo(Dispositivo.Grupo.SIRENAS)) {
                if (sirena.getEstadoMostrado() == Dispositivo.Estado.ON) {
                    Dispositivo.OrdenPendiente o = sirena.ordenar(Dispositivo.Estado.STANDBY, ahora);
                    if (o != null) ordenes.add(o);
                }
            }
        }
        Log.i(TAG, "escena " + anterior + " -> " + nueva);
        return ordenes;
    }

    /**
     * Añade un mensaje recibido. Una alarma con la escena armada ordena encender las sirenas.
     *
     * @param m     mensaje
     * @param ahora instante en milisegundos
     * @return las órdenes generadas; vacía si el mensaje estaba repetido
     */
    public List<Dispositivo.OrdenPendiente> recibir(Mensaje m, long ahora) {
        if (mensajes.contains(m)) {
            return Collections.emptyList();
        }
        mensajes.add(m);
        Collections.sort(mensajes);
        while (mensajes.size() > MAX_MENSAJES) {
            mensajes.remove(mensajes.size() - 1);
        }
        List<Dispositivo.OrdenPendiente> ordenes = new ArrayList<>();
        if (m.esAlarma() && escena.isArmada()) {
            for (Dispositivo sirena : porGrupo(Dispositivo.Grupo.SIRENAS)) {
                Dispositivo.OrdenPendiente o = sirena.ordenar(Dispositivo.Estado.ON, ahora);
                if (o != null) ordenes.add(o);
            }
        }
        return ordenes;
    }

    /** @return cuántas órdenes han caducado */
    public int caducarOrdenes(long ahora) {
        int n = 0;
        for (Dispositivo d : dispositivos) {
            if (d.caducar(ahora)) n++;
        }
        return n;
    }

    /** @return mensajes sin leer */
    public int noLeidos() {
        int n = 0;
        for (Mensaje m : mensajes) {
            n += m.getLeido() ^ 1;
        }
        return n;
    }

    /** @return alarmas que el usuario debe confirmar, la más reciente primero */
    public List<Mensaje> alarmasSinConfirmar() {
        List<Mensaje> resultado = new ArrayList<>();
        for (Mensaje m : mensajes) {
            if (m.requiereConfirmacion()) resultado.add(m);
        }
        return resultado;
    }

    /** Marca todos los mensajes como leídos. */
    public void marcarTodosLeidos() {
        mensajes.forEach(Mensaje::marcarLeido);
    }

    /** @return resumen de una línea para la pantalla principal */
    public String resumen() {
        int encendidos = 0;
        int pendientes = 0;
        for (Dispositivo d : dispositivos) {
            if (d.getEstadoMostrado() == Dispositivo.Estado.ON) encendidos++;
            if (d.hayOrdenPendiente()) pendientes++;
        }
        return String.format(Locale.ROOT, "%s: %s, %d/%d encendidos, %d pendientes, %d sin leer",
                nombre, escena.getNombre(), encendidos, dispositivos.size(), pendientes, noLeidos());
    }
}
