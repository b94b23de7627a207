package es.domotica.alarma;

import java.nio.charset.StandardCharsets;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import es.domotica.alarma.modelo.Dispositivo;
import es.domotica.alarma.modelo.Escena;
import es.domotica.alarma.modelo.Mensaje;
import es.domotica.alarma.modelo.Vivienda;
import es.domotica.alarma.red.EstadoCliente;
import es.domotica.alarma.red.Protocolo;
import es.domotica.alarma.red.Trama;

/**
 * Recorrido determinista de la parte traducible del cliente de alarma: modelo, máquina de
 * estados, autenticación y tramas, sin sockets ni hilos. La salida es solo ASCII.
 */
public class SeguridadDemo {

    /** 2014-05-16T16:53:20Z */
    private static final long T0 = 1400259200000L;

    static String ascii(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            if (c == '\r') sb.append("\\r");
            else if (c == '\n') sb.append("\\n");
            else if (c >= ' ' && c <= '~') sb.append(c);
            else sb.append("\\u").append(String.format("%04x", (int) c));
        }
        return sb.toString();
    }

    static void p(Object o) {
        System.out.println(ascii(o));
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    public static void main(String[] args) throws NoSuchAlgorithmException {
        p("== escenas ==");
        for (Escena e : Escena.values()) {
            p(e + " codigo=" + e.getCodigo() + " '" + e.getNombre() + "' armada=" + e.isArmada()
                    + " interior=" + e.vigilaInterior() + " retardo=" + e.getRetardoEntradaSegundos()
                    + "s siguiente=" + e.siguiente());
        }
        p("desdeCodigo(2)=" + Escena.desdeCodigo(2));
        try {
            Escena.desdeCodigo(9);
        } catch (IllegalArgumentException ex) {
            p("error: " + ex.getMessage());
        }

        p("== mensajes ==");
        String[] ids = {"M_15581", "M_", "X_12", "M_12a", "M_007", "M_2147483647", "M_4294967297", "M_99999999999"};
        for (String id : ids) {
            p(id + " -> " + new Mensaje(id, T0, Mensaje.TIPO_NOTIFICACION, "").getNumero());
        }
        Mensaje puerta = new Mensaje("M_15581", T0, Mensaje.TIPO_NOTIFICACION, "Puerta de garaje abierta");
        Mensaje intrusion = new Mensaje("M_15590", T0 + 95_000, Mensaje.TIPO_ALARMA, "Intrusión en salón");
        Mensaje bateria = new Mensaje("M_15575", T0, Mensaje.TIPO_NOTIFICACION, "Batería baja: sensor 3");
        Mensaje viejo = new Mensaje("M_9", 1000L, Mensaje.TIPO_NOTIFICACION, "Primer mensaje");
        p("horas: " + puerta.getHora(0) + " " + puerta.getHora(120) + " " + puerta.getHora(-600) + " "
                + intrusion.getHora(120) + " " + viejo.getHora(-61));
        List<Mensaje> lista = new ArrayList<>();
        Collections.addAll(lista, viejo, puerta, intrusion, bateria);
        Collections.sort(lista);
        for (Mensaje m : lista) {
            p("  " + m + " alarma=" + m.esAlarma() + " confirmar=" + m.requiereConfirmacion());
        }
        p("equals: " + puerta.equals(new Mensaje("M_15581", 0, Mensaje.TIPO_ALARMA, "otro"))
                + " " + puerta.equals(bateria));

        p("== dispositivos ==");
        Dispositivo sirenaInt = new Dispositivo(1, "Sirena interior", Dispositivo.Grupo.SIRENAS);
        Dispositivo sirenaExt = new Dispositivo(2, "Sirena exterior", Dispositivo.Grupo.SIRENAS);
        Dispositivo persiana = new Dispositivo(1, "Persiana salón", Dispositivo.Grupo.ACTUADORES);
        Dispositivo enchufe = new Dispositivo(4, "Enchufe cafetera", Dispositivo.Grupo.ENCHUFES);
        p(enchufe + " pendiente=" + enchufe.hayOrdenPendiente());
        Dispositivo.OrdenPendiente orden = enchufe.ordenar(Dispositivo.Estado.ON, T0);
        p("orden: " + orden + " mostrado=" + enchufe.getEstadoMostrado() + " real=" + enchufe.getEstado());
        for (long dt : new long[] {0, 1, 999, 1000, 1001, 29_000, 29_999, 30_000, 45_000}) {
            p("  +" + dt + "ms restantes=" + orden.segundosRestantes(T0 + dt) + "s caducada=" + orden.caducada(T0 + dt));
        }
        p("confirmar STANDBY: " + enchufe.confirmar(Dispositivo.Estado.STANDBY, T0 + 2000) + " -> " + enchufe);
        p("confirmar ON: " + enchufe.confirmar(Dispositivo.Estado.ON, T0 + 3000) + " -> " + enchufe);
        p("ordenar ON otra vez: " + enchufe.ordenar(Dispositivo.Estado.ON, T0 + 4000));
        try {
            enchufe.ordenar(Dispositivo.Estado.UNKNOWN, T0);
        } catch (IllegalArgumentException ex) {
            p("error: " + ex.getMessage());
        }
        p("grupos: " + Dispositivo.Grupo.desdePrefijo("act") + " " + Dispositivo.Grupo.desdePrefijo("xyz"));
        p("estados: " + Dispositivo.Estado.desdeCodigo('0') + " " + Dispositivo.Estado.desdeCodigo('1') + " "
                + Dispositivo.Estado.desdeCodigo('7'));
        p("mismo dispositivo: " + sirenaInt.equals(new Dispositivo(1, "otro nombre", Dispositivo.Grupo.SIRENAS))
                + " " + sirenaInt.equals(persiana));

        p("== vivienda ==");
        Vivienda casa = new Vivienda("Casa Olmos");
        casa.agregarDispositivo(sirenaInt);
        casa.agregarDispositivo(sirenaExt);
        casa.agregarDispositivo(persiana);
        casa.agregarDispositivo(enchufe);
        try {
            casa.agregarDispositivo(new Dispositivo(2, "copia", Dispositivo.Grupo.SIRENAS));
        } catch (IllegalArgumentException ex) {
            p("error: " + ex.getMessage());
        }
        sirenaInt.confirmar(Dispositivo.Estado.STANDBY, T0);
        sirenaExt.confirmar(Dispositivo.Estado.STANDBY, T0);
        p(casa.resumen());
        p("alarma en CASA: " + casa.recibir(intrusion, T0 + 100_000));
        p("escena -> FUERA: " + casa.cambiarEscena(Escena.FUERA, T0 + 200_000));
        Mensaje intrusion2 = new Mensaje("M_15601", T0 + 300_000, Mensaje.TIPO_ALARMA, "Intrusión en cocina");
        p("alarma en FUERA: " + casa.recibir(intrusion2, T0 + 300_000));
        p("repetida: " + casa.recibir(new Mensaje("M_15601", T0, Mensaje.TIPO_ALARMA, "dup"), T0 + 300_500));
        casa.recibir(puerta, T0 + 300_600);
        p(casa.resumen());
        sirenaExt.confirmar(Dispositivo.Estado.ON, T0 + 305_000);
        p("caducadas a +29.999s: " + casa.caducarOrdenes(T0 + 329_999));
        p("caducadas a +30s: " + casa.caducarOrdenes(T0 + 330_000));
        for (Dispositivo d : casa.getDispositivos()) {
            p("  " + d);
        }
        p("sin confirmar: " + casa.alarmasSinConfirmar());
        intrusion2.setUserAck(true);
        p("sin confirmar tras ack: " + casa.alarmasSinConfirmar());
        p("escena -> CASA: " + casa.cambiarEscena(Escena.CASA, T0 + 400_000));
        p(casa.resumen());
        casa.marcarTodosLeidos();
        p("tras leer: " + casa.noLeidos() + " buzón=" + casa.getMensajes());

        p("== máquina de estados ==");
        StringBuilder cab = new StringBuilder(String.format("%-24s", ""));
        for (Protocolo.Evento ev : Protocolo.Evento.values()) {
            cab.append(String.format(" %-4.4s", ev.name()));
        }
        p(cab);
        for (EstadoCliente est : EstadoCliente.values()) {
            StringBuilder fila = new StringBuilder(String.format("%-24s", est));
            for (Protocolo.Evento ev : Protocolo.Evento.values()) {
                String celda;
                try {
                    celda = Protocolo.transicion(est, ev).name().substring(0, 4);
                } catch (IllegalStateException ex) {
                    celda = "-";
                }
                fila.append(String.format(" %-4s", celda));
            }
            p(fila + (est.esError() ? " (error)" : "") + (est.puedeEnviar() ? " (envía)" : ""));
        }
        Protocolo.Evento[] sesion = {
                Protocolo.Evento.CONEXION_ABIERTA, Protocolo.Evento.NONCE_RECIBIDO, Protocolo.Evento.RESPUESTA_OK,
                Protocolo.Evento.TIEMPO_AGOTADO, Protocolo.Evento.REINTENTAR, Protocolo.Evento.CONEXION_ABIERTA,
                Protocolo.Evento.NONCE_RECIBIDO, Protocolo.Evento.RESPUESTA_KO, Protocolo.Evento.REINTENTAR,
                Protocolo.Evento.CERRADO,
        };
        EstadoCliente estado = EstadoCliente.DESCONECTADO_INICIO;
        StringBuilder traza = new StringBuilder(estado.name());
        for (Protocolo.Evento ev : sesion) {
            estado = Protocolo.transicion(estado, ev);
            traza.append(" -").append(ev.ordinal()).append("-> ").append(estado);
        }
        p(traza);

        p("== autenticación ==");
        byte[] nonce = {(byte) 0x9A, 0x01, (byte) 0xFF, 0x7C};
        p("nonce hex=" + Protocolo.aHex(nonce) + " int=" + Protocolo.nonceComoEntero(nonce));
        p("ida y vuelta: " + Protocolo.aHex(Protocolo.nonceDesdeEntero(-123456789)) + " "
                + Protocolo.nonceComoEntero(Protocolo.nonceDesdeEntero(-123456789)) + " "
                + Protocolo.aHex(Protocolo.nonceDesdeEntero(Integer.MIN_VALUE)));
        p("sha256(admin,1234,nonce)=" + Protocolo.aHex(Protocolo.calcularHash("admin", "1234", nonce)));
        p("sha256(señora,contraseña,0)=" + Protocolo.aHex(Protocolo.calcularHash("señora", "contraseña", new byte[4])));
        byte[] cred = Protocolo.mensajeCredenciales("admin", "1234", nonce);
        p("credenciales: " + cred.length + " bytes, cabecera '"
                + new String(cred, 0, 7, StandardCharsets.UTF_8) + "' primer byte del hash=" + cred[7]);
        try {
            Protocolo.calcularHash("a", "b", new byte[3]);
        } catch (IllegalArgumentException ex) {
            p("error: " + ex.getMessage());
        }
        String[] respuestas = {"OK\r\n\0\0\0\0", "\0\0OK\r\n\0\0", "KO\r\n\0\0\0\0", "OK\n\0\0\0\0\0", "OK\r\n\0\0\0", "xxxxOK\r\n"};
        for (String r : respuestas) {
            p("respuesta '" + r + "' ok=" + Protocolo.respuestaEsOk(bytes(r)));
        }
        p("respuesta null ok=" + Protocolo.respuestaEsOk(null));

        p("== tramas ==");
        String[] textos = {"", "a", "echo|1", "or|sir|1|1", "notif|M_15581|1400259200000|Puerta abierta"};
        for (String t : textos) {
            p("suma('" + t + "')=" + Protocolo.sumaControl(t) + " hex=" + Integer.toHexString(Protocolo.sumaControl(t)));
        }
        String ordenTrama = Protocolo.codificarOrden(sirenaExt, Dispositivo.Estado.STANDBY);
        String eco = Protocolo.codificarEco(42L);
        String ack = Protocolo.codificarAck(intrusion2);
        p(ordenTrama + "  " + eco + "  " + ack);
        List<String> lineas = new ArrayList<>();
        lineas.add(ordenTrama);
        lineas.add(eco);
        lineas.add(ack);
        lineas.add("notif|M_15581|1400259200000|Puerta abierta*" + Integer.toHexString(
                Protocolo.sumaControl("notif|M_15581|1400259200000|Puerta abierta")));
        String conVacios = "alarm|M_7|1400259200000||";
        lineas.add(conVacios + "*" + Integer.toHexString(Protocolo.sumaControl(conVacios)));
        String unicode = "notif|M_8|1400259200000|Señal débil ñ";
        lineas.add(unicode + "*" + Integer.toHexString(Protocolo.sumaControl(unicode)));
        lineas.add("echo|1*0");
        lineas.add("echo|1");
        lineas.add("echo|1*zz");
        lineas.add("or|sir|1|1*" + Integer.toHexString(Protocolo.sumaControl("or|sir|1|1")).toUpperCase(Locale.ROOT));
        for (String linea : lineas) {
            try {
                Trama t = Protocolo.decodificar(linea);
                String extra = "";
                if (t.esMensaje()) {
                    Mensaje m = Protocolo.aMensaje(t);
                    extra = " => " + m + " n=" + m.getNumero() + " hora=" + m.getHora(120);
                }
                p("ok " + t + " campos=" + t.numCampos() + extra);
            } catch (IllegalArgumentException ex) {
                p("rechazada: " + ex.getMessage() + (ex.getCause() != null ? " (causa: "
                        + ex.getCause().getClass().getSimpleName() + ")" : ""));
            }
        }
        try {
            Protocolo.aMensaje(Protocolo.decodificar(eco));
        } catch (IllegalArgumentException ex) {
            p("error: " + ex.getMessage());
        }
    }
}
