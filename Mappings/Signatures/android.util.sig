# j2swift signatures format 1: package android.util, hand-written from the public Android API reference, API level 34 (Android 14). Common surface only.

class public android.util.AndroidException extends java.lang.Exception
  ctor public AndroidException()
  ctor public AndroidException(java.lang.Exception)
  ctor public AndroidException(java.lang.String)
  ctor public AndroidException(java.lang.String, java.lang.Throwable)

class public android.util.AndroidRuntimeException extends java.lang.RuntimeException
  ctor public AndroidRuntimeException()
  ctor public AndroidRuntimeException(java.lang.Exception)
  ctor public AndroidRuntimeException(java.lang.String)
  ctor public AndroidRuntimeException(java.lang.String, java.lang.Throwable)

interface public android.util.AttributeSet
  method public abstract boolean getAttributeBooleanValue(java.lang.String, java.lang.String, boolean)
  method public abstract int getAttributeCount()
  method public abstract int getAttributeIntValue(java.lang.String, java.lang.String, int)
  method public abstract java.lang.String getAttributeName(int)
  method public abstract int getAttributeResourceValue(java.lang.String, java.lang.String, int)
  method public abstract java.lang.String getAttributeValue(int)
  method public abstract java.lang.String getAttributeValue(java.lang.String, java.lang.String)
  method public abstract java.lang.String getClassAttribute()
  method public abstract java.lang.String getIdAttribute()
  method public abstract java.lang.String getPositionDescription()
  method public abstract int getStyleAttribute()

class public android.util.Base64
  field public static final int CRLF = 4
  field public static final int DEFAULT = 0
  field public static final int NO_CLOSE = 16
  field public static final int NO_PADDING = 1
  field public static final int NO_WRAP = 2
  field public static final int URL_SAFE = 8
  method public static byte[] decode(byte[], int)
  method public static byte[] decode(byte[], int, int, int)
  method public static byte[] decode(java.lang.String, int)
  method public static byte[] encode(byte[], int)
  method public static byte[] encode(byte[], int, int, int)
  method public static java.lang.String encodeToString(byte[], int)
  method public static java.lang.String encodeToString(byte[], int, int, int)

class public final android.util.Log
  field public static final int ASSERT = 7
  field public static final int DEBUG = 3
  field public static final int ERROR = 6
  field public static final int INFO = 4
  field public static final int VERBOSE = 2
  field public static final int WARN = 5
  method public static int d(java.lang.String, java.lang.String)
  method public static int d(java.lang.String, java.lang.String, java.lang.Throwable)
  method public static int e(java.lang.String, java.lang.String)
  method public static int e(java.lang.String, java.lang.String, java.lang.Throwable)
  method public static java.lang.String getStackTraceString(java.lang.Throwable)
  method public static int i(java.lang.String, java.lang.String)
  method public static int i(java.lang.String, java.lang.String, java.lang.Throwable)
  method public static boolean isLoggable(java.lang.String, int)
  method public static int println(int, java.lang.String, java.lang.String)
  method public static int v(java.lang.String, java.lang.String)
  method public static int v(java.lang.String, java.lang.String, java.lang.Throwable)
  method public static int w(java.lang.String, java.lang.String)
  method public static int w(java.lang.String, java.lang.String, java.lang.Throwable)
  method public static int w(java.lang.String, java.lang.Throwable)
  method public static int wtf(java.lang.String, java.lang.String)
  method public static int wtf(java.lang.String, java.lang.String, java.lang.Throwable)
  method public static int wtf(java.lang.String, java.lang.Throwable)

class public android.util.Pair<F, S>
  field public final F first
  field public final S second
  ctor public Pair(F, S)
  method public static <A, B> android.util.Pair<A, B> create(A, B)
  method public boolean equals(java.lang.Object)
  method public int hashCode()
  method public java.lang.String toString()

class public android.util.Patterns
  field public static final java.util.regex.Pattern DOMAIN_NAME
  field public static final java.util.regex.Pattern EMAIL_ADDRESS
  field @Deprecated public static final java.util.regex.Pattern IP_ADDRESS
  field public static final java.util.regex.Pattern PHONE
  field @Deprecated public static final java.util.regex.Pattern TOP_LEVEL_DOMAIN
  field public static final java.util.regex.Pattern WEB_URL
  method public static final java.lang.String concatGroups(java.util.regex.Matcher)
  method public static final java.lang.String digitsAndPlusOnly(java.util.regex.Matcher)

class public android.util.SparseArray<E> implements java.lang.Cloneable
  ctor public SparseArray()
  ctor public SparseArray(int)
  method public void append(int, E)
  method public void clear()
  method public android.util.SparseArray<E> clone()
  method public boolean contains(int)
  method public boolean contentEquals(android.util.SparseArray<?>)
  method public int contentHashCode()
  method public void delete(int)
  method public E get(int)
  method public E get(int, E)
  method public int indexOfKey(int)
  method public int indexOfValue(E)
  method public int keyAt(int)
  method public void put(int, E)
  method public void remove(int)
  method public void removeAt(int)
  method public void removeAtRange(int, int)
  method public void set(int, E)
  method public void setValueAt(int, E)
  method public int size()
  method public java.lang.String toString()
  method public E valueAt(int)
