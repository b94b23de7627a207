# j2swift signatures format 1: package android.os, hand-written from the public Android API reference, API level 34 (Android 14). Common surface only.

class public android.os.BaseBundle
  method public void clear()
  method public boolean containsKey(java.lang.String)
  method @Deprecated public java.lang.Object get(java.lang.String)
  method public boolean getBoolean(java.lang.String)
  method public boolean getBoolean(java.lang.String, boolean)
  method public boolean[] getBooleanArray(java.lang.String)
  method public double getDouble(java.lang.String)
  method public double getDouble(java.lang.String, double)
  method public double[] getDoubleArray(java.lang.String)
  method public int getInt(java.lang.String)
  method public int getInt(java.lang.String, int)
  method public int[] getIntArray(java.lang.String)
  method public long getLong(java.lang.String)
  method public long getLong(java.lang.String, long)
  method public long[] getLongArray(java.lang.String)
  method public java.lang.String getString(java.lang.String)
  method public java.lang.String getString(java.lang.String, java.lang.String)
  method public java.lang.String[] getStringArray(java.lang.String)
  method public boolean isEmpty()
  method public java.util.Set<java.lang.String> keySet()
  method public void putAll(android.os.PersistableBundle)
  method public void putBoolean(java.lang.String, boolean)
  method public void putBooleanArray(java.lang.String, boolean[])
  method public void putDouble(java.lang.String, double)
  method public void putDoubleArray(java.lang.String, double[])
  method public void putInt(java.lang.String, int)
  method public void putIntArray(java.lang.String, int[])
  method public void putLong(java.lang.String, long)
  method public void putLongArray(java.lang.String, long[])
  method public void putString(java.lang.String, java.lang.String)
  method public void putStringArray(java.lang.String, java.lang.String[])
  method public void remove(java.lang.String)
  method public int size()

class public android.os.Build
  field public static final java.lang.String BOARD
  field public static final java.lang.String BOOTLOADER
  field public static final java.lang.String BRAND
  field public static final java.lang.String DEVICE
  field public static final java.lang.String DISPLAY
  field public static final java.lang.String FINGERPRINT
  field public static final java.lang.String HARDWARE
  field public static final java.lang.String HOST
  field public static final java.lang.String ID
  field public static final java.lang.String MANUFACTURER
  field public static final java.lang.String MODEL
  field public static final java.lang.String PRODUCT
  field public static final java.lang.String[] SUPPORTED_ABIS
  field public static final long TIME
  field public static final java.lang.String TYPE
  field public static final java.lang.String UNKNOWN = "unknown"
  field public static final java.lang.String USER
  ctor public Build()
  method public static java.lang.String getRadioVersion()

class public static android.os.Build$VERSION
  field public static final java.lang.String CODENAME
  field public static final java.lang.String INCREMENTAL
  field public static final int PREVIEW_SDK_INT
  field public static final java.lang.String RELEASE
  field @Deprecated public static final java.lang.String SDK
  field public static final int SDK_INT
  field public static final java.lang.String SECURITY_PATCH
  ctor public VERSION()

class public static android.os.Build$VERSION_CODES
  field public static final int BASE = 1
  field public static final int BASE_1_1 = 2
  field public static final int CUPCAKE = 3
  field public static final int CUR_DEVELOPMENT = 10000
  field public static final int DONUT = 4
  field public static final int ECLAIR = 5
  field public static final int ECLAIR_0_1 = 6
  field public static final int ECLAIR_MR1 = 7
  field public static final int FROYO = 8
  field public static final int GINGERBREAD = 9
  field public static final int GINGERBREAD_MR1 = 10
  field public static final int HONEYCOMB = 11
  field public static final int HONEYCOMB_MR1 = 12
  field public static final int HONEYCOMB_MR2 = 13
  field public static final int ICE_CREAM_SANDWICH = 14
  field public static final int ICE_CREAM_SANDWICH_MR1 = 15
  field public static final int JELLY_BEAN = 16
  field public static final int JELLY_BEAN_MR1 = 17
  field public static final int JELLY_BEAN_MR2 = 18
  field public static final int KITKAT = 19
  field public static final int KITKAT_WATCH = 20
  field public static final int LOLLIPOP = 21
  field public static final int LOLLIPOP_MR1 = 22
  field public static final int M = 23
  field public static final int N = 24
  field public static final int N_MR1 = 25
  field public static final int O = 26
  field public static final int O_MR1 = 27
  field public static final int P = 28
  field public static final int Q = 29
  field public static final int R = 30
  field public static final int S = 31
  field public static final int S_V2 = 32
  field public static final int TIRAMISU = 33
  field public static final int UPSIDE_DOWN_CAKE = 34
  ctor public VERSION_CODES()

class public final android.os.Bundle extends android.os.BaseBundle implements java.lang.Cloneable, android.os.Parcelable
  field public static final android.os.Parcelable$Creator<android.os.Bundle> CREATOR
  field public static final android.os.Bundle EMPTY
  ctor public Bundle()
  ctor public Bundle(android.os.Bundle)
  ctor public Bundle(android.os.PersistableBundle)
  ctor public Bundle(int)
  ctor public Bundle(java.lang.ClassLoader)
  method public void clear()
  method public java.lang.Object clone()
  method public android.os.Bundle deepCopy()
  method public int describeContents()
  method public android.os.Bundle getBundle(java.lang.String)
  method public byte getByte(java.lang.String)
  method public java.lang.Byte getByte(java.lang.String, byte)
  method public byte[] getByteArray(java.lang.String)
  method public char getChar(java.lang.String)
  method public char getChar(java.lang.String, char)
  method public char[] getCharArray(java.lang.String)
  method public java.lang.CharSequence getCharSequence(java.lang.String)
  method public java.lang.CharSequence getCharSequence(java.lang.String, java.lang.CharSequence)
  method public java.lang.CharSequence[] getCharSequenceArray(java.lang.String)
  method public java.util.ArrayList<java.lang.CharSequence> getCharSequenceArrayList(java.lang.String)
  method public java.lang.ClassLoader getClassLoader()
  method public float getFloat(java.lang.String)
  method public float getFloat(java.lang.String, float)
  method public float[] getFloatArray(java.lang.String)
  method public java.util.ArrayList<java.lang.Integer> getIntegerArrayList(java.lang.String)
  method @Deprecated public <T extends android.os.Parcelable> T getParcelable(java.lang.String)
  method public <T> T getParcelable(java.lang.String, java.lang.Class<T>)
  method @Deprecated public android.os.Parcelable[] getParcelableArray(java.lang.String)
  method public <T> T[] getParcelableArray(java.lang.String, java.lang.Class<T>)
  method @Deprecated public <T extends android.os.Parcelable> java.util.ArrayList<T> getParcelableArrayList(java.lang.String)
  method public <T> java.util.ArrayList<T> getParcelableArrayList(java.lang.String, java.lang.Class<? extends T>)
  method @Deprecated public java.io.Serializable getSerializable(java.lang.String)
  method public <T extends java.io.Serializable> T getSerializable(java.lang.String, java.lang.Class<T>)
  method public short getShort(java.lang.String)
  method public short getShort(java.lang.String, short)
  method public short[] getShortArray(java.lang.String)
  method @Deprecated public <T extends android.os.Parcelable> android.util.SparseArray<T> getSparseParcelableArray(java.lang.String)
  method public <T> android.util.SparseArray<T> getSparseParcelableArray(java.lang.String, java.lang.Class<? extends T>)
  method public java.util.ArrayList<java.lang.String> getStringArrayList(java.lang.String)
  method public boolean hasFileDescriptors()
  method public void putAll(android.os.Bundle)
  method public void putBundle(java.lang.String, android.os.Bundle)
  method public void putByte(java.lang.String, byte)
  method public void putByteArray(java.lang.String, byte[])
  method public void putChar(java.lang.String, char)
  method public void putCharArray(java.lang.String, char[])
  method public void putCharSequence(java.lang.String, java.lang.CharSequence)
  method public void putCharSequenceArray(java.lang.String, java.lang.CharSequence[])
  method public void putCharSequenceArrayList(java.lang.String, java.util.ArrayList<java.lang.CharSequence>)
  method public void putFloat(java.lang.String, float)
  method public void putFloatArray(java.lang.String, float[])
  method public void putIntegerArrayList(java.lang.String, java.util.ArrayList<java.lang.Integer>)
  method public void putParcelable(java.lang.String, android.os.Parcelable)
  method public void putParcelableArray(java.lang.String, android.os.Parcelable[])
  method public void putParcelableArrayList(java.lang.String, java.util.ArrayList<? extends android.os.Parcelable>)
  method public void putSerializable(java.lang.String, java.io.Serializable)
  method public void putShort(java.lang.String, short)
  method public void putShortArray(java.lang.String, short[])
  method public void putSparseParcelableArray(java.lang.String, android.util.SparseArray<? extends android.os.Parcelable>)
  method public void putStringArrayList(java.lang.String, java.util.ArrayList<java.lang.String>)
  method public void readFromParcel(android.os.Parcel)
  method public void remove(java.lang.String)
  method public void setClassLoader(java.lang.ClassLoader)
  method public java.lang.String toString()
  method public void writeToParcel(android.os.Parcel, int)

class public android.os.Handler
  ctor @Deprecated public Handler()
  ctor @Deprecated public Handler(android.os.Handler$Callback)
  ctor public Handler(android.os.Looper)
  ctor public Handler(android.os.Looper, android.os.Handler$Callback)
  method public static android.os.Handler createAsync(android.os.Looper)
  method public static android.os.Handler createAsync(android.os.Looper, android.os.Handler$Callback)
  method public void dispatchMessage(android.os.Message)
  method public final android.os.Looper getLooper()
  method public java.lang.String getMessageName(android.os.Message)
  method public void handleMessage(android.os.Message)
  method public final boolean hasCallbacks(java.lang.Runnable)
  method public final boolean hasMessages(int)
  method public final boolean hasMessages(int, java.lang.Object)
  method public final android.os.Message obtainMessage()
  method public final android.os.Message obtainMessage(int)
  method public final android.os.Message obtainMessage(int, int, int)
  method public final android.os.Message obtainMessage(int, int, int, java.lang.Object)
  method public final android.os.Message obtainMessage(int, java.lang.Object)
  method public final boolean post(java.lang.Runnable)
  method public final boolean postAtFrontOfQueue(java.lang.Runnable)
  method public final boolean postAtTime(java.lang.Runnable, java.lang.Object, long)
  method public final boolean postAtTime(java.lang.Runnable, long)
  method public final boolean postDelayed(java.lang.Runnable, java.lang.Object, long)
  method public final boolean postDelayed(java.lang.Runnable, long)
  method public final void removeCallbacks(java.lang.Runnable)
  method public final void removeCallbacks(java.lang.Runnable, java.lang.Object)
  method public final void removeCallbacksAndMessages(java.lang.Object)
  method public final void removeMessages(int)
  method public final void removeMessages(int, java.lang.Object)
  method public final boolean sendEmptyMessage(int)
  method public final boolean sendEmptyMessageAtTime(int, long)
  method public final boolean sendEmptyMessageDelayed(int, long)
  method public final boolean sendMessage(android.os.Message)
  method public final boolean sendMessageAtFrontOfQueue(android.os.Message)
  method public boolean sendMessageAtTime(android.os.Message, long)
  method public final boolean sendMessageDelayed(android.os.Message, long)
  method public java.lang.String toString()

interface public static android.os.Handler$Callback
  method public abstract boolean handleMessage(android.os.Message)

class public final android.os.Looper
  method public static android.os.Looper getMainLooper()
  method public java.lang.Thread getThread()
  method public boolean isCurrentThread()
  method public static void loop()
  method public static android.os.Looper myLooper()
  method public static void prepare()
  method @Deprecated public static void prepareMainLooper()
  method public void quit()
  method public void quitSafely()
  method public java.lang.String toString()

class public final android.os.Message implements android.os.Parcelable
  field public static final android.os.Parcelable$Creator<android.os.Message> CREATOR
  field public int arg1
  field public int arg2
  field public java.lang.Object obj
  field public int sendingUid
  field public int what
  ctor public Message()
  method public void copyFrom(android.os.Message)
  method public int describeContents()
  method public java.lang.Runnable getCallback()
  method public android.os.Bundle getData()
  method public android.os.Handler getTarget()
  method public long getWhen()
  method public boolean isAsynchronous()
  method public static android.os.Message obtain()
  method public static android.os.Message obtain(android.os.Handler)
  method public static android.os.Message obtain(android.os.Handler, int)
  method public static android.os.Message obtain(android.os.Handler, int, int, int)
  method public static android.os.Message obtain(android.os.Handler, int, int, int, java.lang.Object)
  method public static android.os.Message obtain(android.os.Handler, int, java.lang.Object)
  method public static android.os.Message obtain(android.os.Handler, java.lang.Runnable)
  method public static android.os.Message obtain(android.os.Message)
  method public android.os.Bundle peekData()
  method public void recycle()
  method public void sendToTarget()
  method public void setAsynchronous(boolean)
  method public void setData(android.os.Bundle)
  method public void setTarget(android.os.Handler)
  method public java.lang.String toString()
  method public void writeToParcel(android.os.Parcel, int)

class public final android.os.Parcel
  field public static final android.os.Parcelable$Creator<java.lang.String> STRING_CREATOR
  method public final void appendFrom(android.os.Parcel, int, int)
  method public final boolean[] createBooleanArray()
  method public final byte[] createByteArray()
  method public final char[] createCharArray()
  method public final double[] createDoubleArray()
  method public final float[] createFloatArray()
  method public final int[] createIntArray()
  method public final long[] createLongArray()
  method public final java.lang.String[] createStringArray()
  method public final java.util.ArrayList<java.lang.String> createStringArrayList()
  method public final <T> T[] createTypedArray(android.os.Parcelable$Creator<T>)
  method public final <T> java.util.ArrayList<T> createTypedArrayList(android.os.Parcelable$Creator<T>)
  method public final int dataAvail()
  method public final int dataCapacity()
  method public final int dataPosition()
  method public final int dataSize()
  method public final boolean hasFileDescriptors()
  method public final byte[] marshall()
  method public static android.os.Parcel obtain()
  method @Deprecated public final java.util.ArrayList readArrayList(java.lang.ClassLoader)
  method public <T> java.util.ArrayList<T> readArrayList(java.lang.ClassLoader, java.lang.Class<? extends T>)
  method public final boolean readBoolean()
  method public final void readBooleanArray(boolean[])
  method public final android.os.Bundle readBundle()
  method public final android.os.Bundle readBundle(java.lang.ClassLoader)
  method public final byte readByte()
  method public final void readByteArray(byte[])
  method public final void readCharArray(char[])
  method public final double readDouble()
  method public final void readDoubleArray(double[])
  method public final void readException()
  method public final float readFloat()
  method public final void readFloatArray(float[])
  method @Deprecated public final java.util.HashMap readHashMap(java.lang.ClassLoader)
  method public final int readInt()
  method public final void readIntArray(int[])
  method @Deprecated public final void readList(java.util.List, java.lang.ClassLoader)
  method public <T> void readList(java.util.List<? super T>, java.lang.ClassLoader, java.lang.Class<T>)
  method public final long readLong()
  method public final void readLongArray(long[])
  method @Deprecated public final void readMap(java.util.Map, java.lang.ClassLoader)
  method @Deprecated public final <T extends android.os.Parcelable> T readParcelable(java.lang.ClassLoader)
  method public <T> T readParcelable(java.lang.ClassLoader, java.lang.Class<T>)
  method public final android.os.PersistableBundle readPersistableBundle()
  method public final android.os.PersistableBundle readPersistableBundle(java.lang.ClassLoader)
  method public final java.io.Serializable readSerializable()
  method public <T> T readSerializable(java.lang.ClassLoader, java.lang.Class<T>)
  method public final java.lang.String readString()
  method public final void readStringArray(java.lang.String[])
  method public final void readStringList(java.util.List<java.lang.String>)
  method public final <T> void readTypedArray(T[], android.os.Parcelable$Creator<T>)
  method public final <T> void readTypedList(java.util.List<T>, android.os.Parcelable$Creator<T>)
  method public final <T> T readTypedObject(android.os.Parcelable$Creator<T>)
  method @Deprecated public final java.lang.Object readValue(java.lang.ClassLoader)
  method public final void recycle()
  method public final void setDataCapacity(int)
  method public final void setDataPosition(int)
  method public final void setDataSize(int)
  method public final void unmarshall(byte[], int, int)
  method public final void writeArray(java.lang.Object[])
  method public final void writeBoolean(boolean)
  method public final void writeBooleanArray(boolean[])
  method public final void writeBundle(android.os.Bundle)
  method public final void writeByte(byte)
  method public final void writeByteArray(byte[])
  method public final void writeByteArray(byte[], int, int)
  method public final void writeCharArray(char[])
  method public final void writeDouble(double)
  method public final void writeDoubleArray(double[])
  method public final void writeFloat(float)
  method public final void writeFloatArray(float[])
  method public final void writeInt(int)
  method public final void writeIntArray(int[])
  method public final void writeList(java.util.List)
  method public final void writeLong(long)
  method public final void writeLongArray(long[])
  method public final void writeMap(java.util.Map)
  method public final void writeNoException()
  method public final void writeParcelable(android.os.Parcelable, int)
  method public final <T extends android.os.Parcelable> void writeParcelableArray(T[], int)
  method public final void writePersistableBundle(android.os.PersistableBundle)
  method public final void writeSerializable(java.io.Serializable)
  method public final void writeString(java.lang.String)
  method public final void writeStringArray(java.lang.String[])
  method public final void writeStringList(java.util.List<java.lang.String>)
  method public final <T extends android.os.Parcelable> void writeTypedArray(T[], int)
  method public final <T extends android.os.Parcelable> void writeTypedList(java.util.List<T>)
  method public final <T extends android.os.Parcelable> void writeTypedObject(T, int)
  method public final void writeValue(java.lang.Object)

interface public android.os.Parcelable
  field public static final int CONTENTS_FILE_DESCRIPTOR = 1
  field public static final int PARCELABLE_WRITE_RETURN_VALUE = 1
  method public abstract int describeContents()
  method public abstract void writeToParcel(android.os.Parcel, int)

interface public static android.os.Parcelable$ClassLoaderCreator<T> extends android.os.Parcelable$Creator<T>
  method public abstract T createFromParcel(android.os.Parcel, java.lang.ClassLoader)

interface public static android.os.Parcelable$Creator<T>
  method public abstract T createFromParcel(android.os.Parcel)
  method public abstract T[] newArray(int)

class public final android.os.PersistableBundle extends android.os.BaseBundle implements java.lang.Cloneable, android.os.Parcelable
  field public static final android.os.Parcelable$Creator<android.os.PersistableBundle> CREATOR
  field public static final android.os.PersistableBundle EMPTY
  ctor public PersistableBundle()
  ctor public PersistableBundle(android.os.PersistableBundle)
  ctor public PersistableBundle(int)
  method public java.lang.Object clone()
  method public android.os.PersistableBundle deepCopy()
  method public int describeContents()
  method public android.os.PersistableBundle getPersistableBundle(java.lang.String)
  method public void putPersistableBundle(java.lang.String, android.os.PersistableBundle)
  method public java.lang.String toString()
  method public void writeToParcel(android.os.Parcel, int)

class public final android.os.SystemClock
  method public static long currentThreadTimeMillis()
  method public static long elapsedRealtime()
  method public static long elapsedRealtimeNanos()
  method public static boolean setCurrentTimeMillis(long)
  method public static void sleep(long)
  method public static long uptimeMillis()
