package es.domotica.alarma.red;

import java.util.Arrays;

/**
 * Una trama decodificada del protocolo: el tipo ({@code echo}, {@code or}, {@code notif},
 * {@code alarm}...) y sus campos, ya sin separadores ni suma de control.
 */
public final class Trama {

    private final String tipo;
    private final String[] campos;

    Trama(String tipo, String[] campos) {
        this.tipo = tipo;
        this.campos = campos;
    }

    /** @return el tipo de la trama */
    public String getTipo() {
        return tipo;
    }

    /** @return cuántos campos siguen al tipo */
    public int numCampos() {
        return campos.length;
    }

    /**
     * @param i índice del campo, desde 0
     * @return el campo
     * @throws ArrayIndexOutOfBoundsException si no existe
     */
    public String campo(int i) {
        return campos[i];
    }

    /**
     * @param i         índice del campo
     * @param porDefecto valor si el campo no existe o está vacío
     * @return el campo o {@code porDefecto}
     */
    public String campo(int i, String porDefecto) {
        return i < campos.length && !campos[i].isEmpty() ? campos[i] : porDefecto;
    }

    /** @return si es una notificación o una alarma */
    public boolean esMensaje() {
        return Protocolo.TIPO_NOTIF.equals(tipo) || Protocolo.TIPO_ALARMA.equals(tipo);
    }

    @Override
    public String toString() {
        return tipo + Arrays.toString(campos);
    }
}
