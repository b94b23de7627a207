/*
 * SignatureDump: writes the public API of JDK packages as j2swift signature files.
 *
 * Usage (Java 17 source launcher, no build step):
 *
 *     java Tools/SignatureGenerator/SignatureDump.java OUTDIR PACKAGE...
 *
 * For each PACKAGE it writes OUTDIR/PACKAGE.sig. The API is read through javax.lang.model from the
 * class files of the JDK that runs this program (the system compiler's view of its own platform
 * modules), so generic signatures, constant values and deprecation come straight from the JDK.
 * The format is documented in Mappings/Signatures/README.md; Tools/generate-signatures.sh is the
 * usual way to run this. Output is deterministic: the same JDK gives byte-identical files.
 */

import com.sun.source.util.JavacTask;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class SignatureDump {

    static final String GENERATOR = "Tools/SignatureGenerator/SignatureDump.java";
    /** Bumped when the output format changes; recorded in every file's header. */
    static final int FORMAT_VERSION = 1;

    final Elements elements;
    final Types types;
    /** Problems worth a warning (unresolvable types and the like); printed once at the end. */
    final Set<String> warnings = new LinkedHashSet<>();

    SignatureDump(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: java " + GENERATOR + " OUTDIR PACKAGE...");
            System.exit(2);
        }
        Path outDir = Path.of(args[0]);
        Files.createDirectories(outDir);

        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            System.err.println("error: no system Java compiler (run with a JDK, not a JRE)");
            System.exit(1);
        }
        // No sources: the task only serves as a window onto the platform's own class files.
        JavacTask task = (JavacTask) compiler.getTask(
                new StringWriter(), null, null, List.of("-proc:none"), null, null);
        SignatureDump dump = new SignatureDump(task.getElements(), task.getTypes());

        boolean failed = false;
        for (int i = 1; i < args.length; i++) {
            String pkg = args[i];
            PackageElement pe = dump.elements.getPackageElement(pkg);
            if (pe == null) {
                System.err.println("error: package not found: " + pkg);
                failed = true;
                continue;
            }
            String text = dump.renderPackage(pe);
            Files.writeString(outDir.resolve(pkg + ".sig"), text, StandardCharsets.UTF_8);
        }
        for (String w : dump.warnings) {
            System.err.println("warning: " + w);
        }
        if (failed) {
            System.exit(1);
        }
    }

    // ---------------------------------------------------------------- selection

    static boolean isApi(Element e) {
        Set<Modifier> m = e.getModifiers();
        return m.contains(Modifier.PUBLIC) || m.contains(Modifier.PROTECTED);
    }

    static boolean isType(Element e) {
        return e.getKind().isClass() || e.getKind().isInterface();
    }

    /**
     * The types a package file lists: every public or protected top-level type, and, recursively,
     * every public or protected member type of a listed type. Then, so that inherited members can
     * be found, every non-public type of the same package that a listed type extends or implements
     * (e.g. java.lang.AbstractStringBuilder, the home of StringBuilder.length()).
     */
    List<TypeElement> selectTypes(PackageElement pkg) {
        Set<TypeElement> selected = new LinkedHashSet<>();
        for (Element e : pkg.getEnclosedElements()) {
            if (isType(e) && isApi(e)) {
                addWithMembers((TypeElement) e, selected);
            }
        }
        Deque<TypeElement> work = new ArrayDeque<>(selected);
        while (!work.isEmpty()) {
            TypeElement t = work.pop();
            List<TypeMirror> supers = new ArrayList<>();
            supers.add(t.getSuperclass());
            supers.addAll(t.getInterfaces());
            for (TypeMirror s : supers) {
                if (s.getKind() != TypeKind.DECLARED) {
                    continue;
                }
                TypeElement se = (TypeElement) ((DeclaredType) s).asElement();
                if (!selected.contains(se) && elements.getPackageOf(se).equals(pkg)) {
                    selected.add(se);
                    work.push(se);
                }
            }
        }
        List<TypeElement> sorted = new ArrayList<>(selected);
        sorted.sort(Comparator.comparing(t -> binaryName(t)));
        return sorted;
    }

    void addWithMembers(TypeElement t, Set<TypeElement> into) {
        into.add(t);
        for (Element e : t.getEnclosedElements()) {
            if (isType(e) && isApi(e)) {
                addWithMembers((TypeElement) e, into);
            }
        }
    }

    // ---------------------------------------------------------------- rendering

    String renderPackage(PackageElement pkg) {
        StringBuilder sb = new StringBuilder();
        String pkgName = pkg.getQualifiedName().toString();
        sb.append("# j2swift signatures format ").append(FORMAT_VERSION)
                .append(": package ").append(pkgName)
                .append(", generated by ").append(GENERATOR)
                .append(" from JDK ").append(System.getProperty("java.version"))
                .append(". Do not edit; see README.md.\n");
        List<TypeElement> selected = selectTypes(pkg);
        for (TypeElement t : selected) {
            sb.append('\n');
            sb.append(typeLine(t)).append('\n');
            for (String member : memberLines(t)) {
                sb.append("  ").append(member).append('\n');
            }
        }
        return sb.toString();
    }

    String binaryName(TypeElement t) {
        String name = elements.getBinaryName(t).toString();
        String simple = t.getSimpleName().toString();
        if (simple.contains("$")) {
            warnings.add("type name contains '$', nesting would be ambiguous: " + name);
        }
        return name;
    }

    static String kindKeyword(TypeElement t) {
        switch (t.getKind()) {
            case CLASS: return "class";
            case INTERFACE: return "interface";
            case ENUM: return "enum";
            case RECORD: return "record";
            case ANNOTATION_TYPE: return "annotation";
            default: throw new IllegalStateException("unexpected type kind " + t.getKind());
        }
    }

    String typeLine(TypeElement t) {
        StringBuilder sb = new StringBuilder(kindKeyword(t));
        appendMarkers(sb, t);
        Set<Modifier> modifiers = EnumSet.noneOf(Modifier.class);
        modifiers.addAll(t.getModifiers());
        if (t.getKind().isInterface()) {
            modifiers.remove(Modifier.ABSTRACT); // implied by interface and annotation
        }
        appendModifiers(sb, modifiers);
        sb.append(' ').append(binaryName(t));
        appendTypeParameters(sb, t.getTypeParameters());

        boolean isInterface = t.getKind().isInterface();
        if (!isInterface && t.getSuperclass().getKind() == TypeKind.DECLARED) {
            TypeElement sup = (TypeElement) ((DeclaredType) t.getSuperclass()).asElement();
            if (!sup.getQualifiedName().contentEquals("java.lang.Object")) {
                sb.append(" extends ").append(type(t.getSuperclass()));
            }
        }
        List<? extends TypeMirror> ifaces = t.getInterfaces();
        if (!ifaces.isEmpty()) {
            sb.append(isInterface ? " extends " : " implements ");
            sb.append(ifaces.stream().map(this::type).collect(Collectors.joining(", ")));
        }
        // An enum whose constants have bodies is implicitly sealed and permits their anonymous
        // classes: those are no API, so only named permitted subclasses are listed.
        List<TypeMirror> permits = new ArrayList<>();
        for (TypeMirror p : t.getPermittedSubclasses()) {
            if (p.getKind() != TypeKind.DECLARED
                    || ((TypeElement) ((DeclaredType) p).asElement()).getNestingKind() != NestingKind.ANONYMOUS) {
                permits.add(p);
            }
        }
        if (!permits.isEmpty()) {
            sb.append(" permits ");
            sb.append(permits.stream().map(this::type).collect(Collectors.joining(", ")));
        }
        return sb.toString();
    }

    /** A member line together with its sort key. */
    record Member(int kindOrder, int declarationIndex, String name, String erasedParams, String line) {}

    static final Comparator<Member> MEMBER_ORDER = Comparator
            .comparingInt(Member::kindOrder)
            .thenComparingInt(Member::declarationIndex)
            .thenComparing(Member::name)
            .thenComparing(Member::erasedParams)
            .thenComparing(Member::line);

    List<String> memberLines(TypeElement t) {
        List<Member> members = new ArrayList<>();
        int enumIndex = 0;
        // Record components keep declaration order (it is the canonical constructor's order).
        int componentIndex = 0;
        for (RecordComponentElement rc : t.getRecordComponents()) {
            StringBuilder sb = new StringBuilder("component");
            appendMarkers(sb, rc);
            sb.append(' ').append(type(rc.asType())).append(' ').append(rc.getSimpleName());
            members.add(new Member(1, componentIndex++, rc.getSimpleName().toString(), "", sb.toString()));
        }
        for (Element e : t.getEnclosedElements()) {
            switch (e.getKind()) {
                case ENUM_CONSTANT: {
                    // Enum constants keep declaration order: it is their ordinal order.
                    StringBuilder sb = new StringBuilder("enumconst");
                    appendMarkers(sb, e);
                    sb.append(' ').append(e.getSimpleName());
                    members.add(new Member(0, enumIndex++, e.getSimpleName().toString(), "", sb.toString()));
                    break;
                }
                case FIELD:
                    if (isApi(e)) {
                        members.add(new Member(2, 0, e.getSimpleName().toString(), "", fieldLine((VariableElement) e)));
                    }
                    break;
                case CONSTRUCTOR:
                    if (isApi(e)) {
                        ExecutableElement c = (ExecutableElement) e;
                        members.add(new Member(3, 0, "", erasedParams(c), executableLine(c, t)));
                    }
                    break;
                case METHOD:
                    if (isApi(e)) {
                        ExecutableElement m = (ExecutableElement) e;
                        members.add(new Member(4, 0, m.getSimpleName().toString(), erasedParams(m), executableLine(m, t)));
                    }
                    break;
                default:
                    break; // member types get their own blocks; initializers are not API
            }
        }
        members.sort(MEMBER_ORDER);
        List<String> lines = new ArrayList<>(members.size());
        for (Member m : members) {
            lines.add(m.line());
        }
        return lines;
    }

    String erasedParams(ExecutableElement e) {
        return e.getParameters().stream()
                .map(p -> type(types.erasure(p.asType())))
                .collect(Collectors.joining(","));
    }

    String fieldLine(VariableElement f) {
        StringBuilder sb = new StringBuilder("field");
        appendMarkers(sb, f);
        appendModifiers(sb, f.getModifiers());
        sb.append(' ').append(type(f.asType())).append(' ').append(f.getSimpleName());
        Object value = f.getConstantValue();
        if (value != null) {
            sb.append(" = ").append(literal(value));
        }
        return sb.toString();
    }

    String executableLine(ExecutableElement e, TypeElement owner) {
        boolean isCtor = e.getKind() == ElementKind.CONSTRUCTOR;
        StringBuilder sb = new StringBuilder(isCtor ? "ctor" : "method");
        appendMarkers(sb, e);
        appendModifiers(sb, e.getModifiers());
        if (!e.getTypeParameters().isEmpty()) {
            sb.append(' ');
            appendTypeParameters(sb, e.getTypeParameters());
        }
        if (isCtor) {
            sb.append(' ').append(owner.getSimpleName());
        } else {
            sb.append(' ').append(type(e.getReturnType())).append(' ').append(e.getSimpleName());
        }
        sb.append('(');
        List<? extends VariableElement> params = e.getParameters();
        for (int i = 0; i < params.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            TypeMirror pt = params.get(i).asType();
            if (e.isVarArgs() && i == params.size() - 1 && pt.getKind() == TypeKind.ARRAY) {
                sb.append(type(((ArrayType) pt).getComponentType())).append("...");
            } else {
                sb.append(type(pt));
            }
        }
        sb.append(')');
        if (!e.getThrownTypes().isEmpty()) {
            sb.append(" throws ");
            sb.append(e.getThrownTypes().stream().map(this::type).collect(Collectors.joining(", ")));
        }
        AnnotationValue def = e.getDefaultValue();
        if (def != null) {
            sb.append(" default ").append(annotationValue(def));
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- pieces

    void appendMarkers(StringBuilder sb, Element e) {
        if (elements.isDeprecated(e)) {
            sb.append(isForRemoval(e) ? " @Deprecated(forRemoval=true)" : " @Deprecated");
        }
        if (hasAnnotation(e, "java.lang.FunctionalInterface")) {
            sb.append(" @FunctionalInterface");
        }
    }

    boolean isForRemoval(Element e) {
        for (AnnotationMirror am : e.getAnnotationMirrors()) {
            TypeElement at = (TypeElement) am.getAnnotationType().asElement();
            if (at.getQualifiedName().contentEquals("java.lang.Deprecated")) {
                for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> kv
                        : am.getElementValues().entrySet()) {
                    if (kv.getKey().getSimpleName().contentEquals("forRemoval")
                            && Boolean.TRUE.equals(kv.getValue().getValue())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    static boolean hasAnnotation(Element e, String qualifiedName) {
        for (AnnotationMirror am : e.getAnnotationMirrors()) {
            TypeElement at = (TypeElement) am.getAnnotationType().asElement();
            if (at.getQualifiedName().contentEquals(qualifiedName)) {
                return true;
            }
        }
        return false;
    }

    /** Modifiers in the order of the Modifier enum (the JLS's customary order); strictfp dropped. */
    static void appendModifiers(StringBuilder sb, Set<Modifier> modifiers) {
        for (Modifier m : Modifier.values()) {
            if (m != Modifier.STRICTFP && modifiers.contains(m)) {
                sb.append(' ').append(m.toString());
            }
        }
    }

    void appendTypeParameters(StringBuilder sb, List<? extends TypeParameterElement> params) {
        if (params.isEmpty()) {
            return;
        }
        sb.append('<');
        for (int i = 0; i < params.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            TypeParameterElement p = params.get(i);
            sb.append(p.getSimpleName());
            List<? extends TypeMirror> bounds = p.getBounds();
            boolean onlyObject = bounds.size() == 1 && isJavaLangObject(bounds.get(0));
            if (!bounds.isEmpty() && !onlyObject) {
                sb.append(" extends ");
                sb.append(bounds.stream().map(this::type).collect(Collectors.joining(" & ")));
            }
        }
        sb.append('>');
    }

    static boolean isJavaLangObject(TypeMirror t) {
        return t.getKind() == TypeKind.DECLARED
                && ((TypeElement) ((DeclaredType) t).asElement()).getQualifiedName().contentEquals("java.lang.Object");
    }

    /** A type reference: binary names, generic arguments, wildcards, type variables by name. */
    String type(TypeMirror t) {
        switch (t.getKind()) {
            case BOOLEAN: case BYTE: case SHORT: case INT: case LONG: case CHAR: case FLOAT: case DOUBLE:
            case VOID:
                return t.getKind().name().toLowerCase(java.util.Locale.ROOT);
            case ARRAY:
                return type(((ArrayType) t).getComponentType()) + "[]";
            case TYPEVAR:
                return ((TypeVariable) t).asElement().getSimpleName().toString();
            case WILDCARD: {
                WildcardType w = (WildcardType) t;
                if (w.getExtendsBound() != null) {
                    return "? extends " + type(w.getExtendsBound());
                }
                if (w.getSuperBound() != null) {
                    return "? super " + type(w.getSuperBound());
                }
                return "?";
            }
            case DECLARED: {
                DeclaredType d = (DeclaredType) t;
                TypeElement te = (TypeElement) d.asElement();
                StringBuilder sb = new StringBuilder(binaryName(te));
                TypeMirror outer = d.getEnclosingType();
                if (outer.getKind() == TypeKind.DECLARED && !((DeclaredType) outer).getTypeArguments().isEmpty()) {
                    warnings.add("type arguments of an enclosing type dropped in " + t);
                }
                if (!d.getTypeArguments().isEmpty()) {
                    sb.append('<');
                    sb.append(d.getTypeArguments().stream().map(this::type).collect(Collectors.joining(", ")));
                    sb.append('>');
                }
                return sb.toString();
            }
            case ERROR:
                warnings.add("unresolved type " + t);
                return t.toString();
            default:
                warnings.add("unexpected type kind " + t.getKind() + " for " + t);
                return t.toString();
        }
    }

    // ---------------------------------------------------------------- literals

    static String literal(Object value) {
        if (value instanceof String) {
            return quote((String) value, '"');
        }
        if (value instanceof Character) {
            return quote(String.valueOf((char) (Character) value), '\'');
        }
        if (value instanceof Long) {
            return value + "L";
        }
        if (value instanceof Float) {
            float f = (Float) value;
            if (Float.isNaN(f) || Float.isInfinite(f)) {
                return Float.toString(f); // NaN, Infinity, -Infinity
            }
            return Float.toString(f) + "F";
        }
        if (value instanceof Double) {
            return Double.toString((Double) value); // 1.0E10, NaN, Infinity, -Infinity
        }
        // Integer, Short, Byte (decimal, the field's type gives the width) and Boolean.
        return value.toString();
    }

    static String quote(String s, char quote) {
        StringBuilder sb = new StringBuilder().append(quote);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\b': sb.append("\\b"); break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                case '\f': sb.append("\\f"); break;
                case '\r': sb.append("\\r"); break;
                case '\\': sb.append("\\\\"); break;
                case '"': sb.append(quote == '"' ? "\\\"" : "\""); break;
                case '\'': sb.append(quote == '\'' ? "\\'" : "'"); break;
                default:
                    if (c >= 0x20 && c < 0x7f) {
                        sb.append(c);
                    } else {
                        sb.append(String.format("\\u%04x", (int) c));
                    }
            }
        }
        return sb.append(quote).toString();
    }

    String annotationValue(AnnotationValue av) {
        Object v = av.getValue();
        if (v instanceof TypeMirror) {
            return type((TypeMirror) v) + ".class";
        }
        if (v instanceof VariableElement) { // an enum constant
            VariableElement c = (VariableElement) v;
            return binaryName((TypeElement) c.getEnclosingElement()) + "." + c.getSimpleName();
        }
        if (v instanceof AnnotationMirror) {
            AnnotationMirror am = (AnnotationMirror) v;
            Map<String, String> args = new TreeMap<>();
            am.getElementValues().forEach((k, val) -> args.put(k.getSimpleName().toString(), annotationValue(val)));
            String body = args.entrySet().stream().map(kv -> kv.getKey() + "=" + kv.getValue())
                    .collect(Collectors.joining(", "));
            return "@" + type(am.getAnnotationType()) + "(" + body + ")";
        }
        if (v instanceof List) {
            @SuppressWarnings("unchecked")
            List<? extends AnnotationValue> items = (List<? extends AnnotationValue>) v;
            return "{" + items.stream().map(this::annotationValue).collect(Collectors.joining(", ")) + "}";
        }
        return literal(v);
    }
}
