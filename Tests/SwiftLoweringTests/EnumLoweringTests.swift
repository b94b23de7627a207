import Testing

@Suite("Lowering enums")
struct EnumLoweringTests {
    /// An interface method the enum inherits from `java.lang.Enum` (`name()`) is JavaEnum's: no abstract stub.
    @Test func anInterfaceMethodThatEnumProvidesGetsNoStub() {
        let (swift, untranslated) = translated("""
            interface State { String name(); State next(); }
            enum Phase implements State { IDLE { public State next() { return RUNNING; } }, RUNNING { public State next() { return IDLE; } } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("public func next() -> State? { fatalError(\"abstract method next called\") }"))
        #expect(!swift.contains("abstract method name called"))
    }

    /// A constant's arguments may throw (`EnumSet.of`); a static `let` cannot, and Java's exception there ends the
    /// program too (ExceptionInInitializerError).
    @Test func aConstantWhoseArgumentsThrowIsCreatedWithTryBang() {
        let (swift, untranslated) = translated("""
            import java.util.*;
            enum Perm { READ, WRITE }
            enum Role { GUEST(EnumSet.of(Perm.READ)); final Set<Perm> perms; Role(Set<Perm> p) { perms = p; } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("public static let GUEST = try! Role(\"GUEST\", 0, JavaTreeSet<Perm?>.enumSet(Perm.READ))"))
    }

    @Test func enumsAreSingletonClassesWithValuesAndValueOf() {
        let (swift, untranslated) = translated("enum Size { SMALL(1), LARGE(10); final int weight; Size(int w) { weight = w; } }")
        #expect(untranslated.isEmpty)
        #expect(swift.contains("""
            final class Size: JavaEnum, @unchecked Sendable {
                public static let SMALL = Size("SMALL", 0, (1 as Int32))
                public static let LARGE = Size("LARGE", 1, (10 as Int32))
                private static let allValues: [Size] = [SMALL, LARGE]
            """))
        #expect(swift.contains("try JavaEnum.valueOf(allValues, name, enumClass: \"Size\")"))
        #expect(swift.contains("init(_ enumName: String, _ enumOrdinal: Int32, _ w: Int32) {"))
    }

    @Test func switchOverEnumConstantsMatchesByIdentity() {
        #expect(lowered("enum C { R, G } void m(C c) { switch (c) { case R: System.out.println(1); break; default: break; } }") == """
            switch c! {
            case .R:
                System.out.println((1 as Int32))
            default:
                break
            }
            """)
    }
}

@Suite("Lowering enum class initialization")
struct EnumClassInitializationLoweringTests {
    @Test func aStaticBlockRunsOnTheFirstUseOfAConstant() {
        let (swift, untranslated) = translated("""
            enum Suit {
                CLUBS, HEARTS;
                static final java.util.List<Suit> ALL = new java.util.ArrayList<>();
                static { for (Suit s : values()) ALL.add(s); }
            }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains(#"private static let CLUBSStorage = Suit("CLUBS", 0)"#))
        #expect(swift.contains("public static var CLUBS: Suit { javaInitializeSuit(); return CLUBSStorage }"))
        #expect(swift.contains("javaInitializedSuit = true\n        _ = allValues"))
    }
}

@Suite("Lowering Enum.valueOf with a class literal")
struct EnumValueOfClassLiteralLoweringTests {
    @Test func enumValueOfOfAClassLiteralIsTheEnumsValueOf() {
        let (swift, untranslated) = translated("""
            enum Size { SMALL, LARGE }
            class S { static Size parse(String s) { return Enum.valueOf(Size.class, s); } }
            """)
        #expect(untranslated.isEmpty)
        #expect(swift.contains("return try Size.valueOf(s)"))
    }
}
