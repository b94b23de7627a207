# j2swift signatures format 1: package androidx.annotation, hand-written from the public Android API reference (androidx.annotation 1.7, as used with API level 34). Common surface only.

annotation public androidx.annotation.AnyThread extends java.lang.annotation.Annotation

annotation public androidx.annotation.BinderThread extends java.lang.annotation.Annotation

annotation public androidx.annotation.CallSuper extends java.lang.annotation.Annotation

annotation public androidx.annotation.CheckResult extends java.lang.annotation.Annotation
  method public abstract java.lang.String suggest() default ""

annotation public androidx.annotation.ColorInt extends java.lang.annotation.Annotation

annotation public androidx.annotation.ColorRes extends java.lang.annotation.Annotation

annotation public androidx.annotation.DrawableRes extends java.lang.annotation.Annotation

annotation public androidx.annotation.FloatRange extends java.lang.annotation.Annotation
  method public abstract double from() default -Infinity
  method public abstract boolean fromInclusive() default true
  method public abstract double to() default Infinity
  method public abstract boolean toInclusive() default true

annotation public androidx.annotation.IdRes extends java.lang.annotation.Annotation

annotation public androidx.annotation.IntDef extends java.lang.annotation.Annotation
  method public abstract boolean flag() default false
  method public abstract boolean open() default false
  method public abstract int[] value() default {}

annotation public androidx.annotation.IntRange extends java.lang.annotation.Annotation
  method public abstract long from() default -9223372036854775808L
  method public abstract long to() default 9223372036854775807L

annotation public androidx.annotation.Keep extends java.lang.annotation.Annotation

annotation public androidx.annotation.LayoutRes extends java.lang.annotation.Annotation

annotation public androidx.annotation.LongDef extends java.lang.annotation.Annotation
  method public abstract boolean flag() default false
  method public abstract boolean open() default false
  method public abstract long[] value() default {}

annotation public androidx.annotation.MainThread extends java.lang.annotation.Annotation

annotation public androidx.annotation.NonNull extends java.lang.annotation.Annotation

annotation public androidx.annotation.Nullable extends java.lang.annotation.Annotation

annotation public androidx.annotation.RequiresApi extends java.lang.annotation.Annotation
  method public abstract int api() default 1
  method public abstract int value() default 1

annotation public androidx.annotation.RestrictTo extends java.lang.annotation.Annotation
  method public abstract androidx.annotation.RestrictTo$Scope[] value()

enum public static final androidx.annotation.RestrictTo$Scope extends java.lang.Enum<androidx.annotation.RestrictTo$Scope>
  enumconst LIBRARY
  enumconst LIBRARY_GROUP
  enumconst LIBRARY_GROUP_PREFIX
  enumconst @Deprecated GROUP_ID
  enumconst TESTS
  enumconst SUBCLASSES
  method public static androidx.annotation.RestrictTo$Scope valueOf(java.lang.String)
  method public static androidx.annotation.RestrictTo$Scope[] values()

annotation public androidx.annotation.Size extends java.lang.annotation.Annotation
  method public abstract long max() default 9223372036854775807L
  method public abstract long min() default -9223372036854775808L
  method public abstract long multiple() default 1L
  method public abstract long value() default -1L

annotation public androidx.annotation.StringDef extends java.lang.annotation.Annotation
  method public abstract boolean open() default false
  method public abstract java.lang.String[] value() default {}

annotation public androidx.annotation.StringRes extends java.lang.annotation.Annotation

annotation public androidx.annotation.UiThread extends java.lang.annotation.Annotation

annotation public androidx.annotation.VisibleForTesting extends java.lang.annotation.Annotation
  field public static final int NONE = 5
  field public static final int PACKAGE_PRIVATE = 3
  field public static final int PRIVATE = 2
  field public static final int PROTECTED = 4
  method public abstract int otherwise() default 4

annotation public androidx.annotation.WorkerThread extends java.lang.annotation.Annotation
