import Foundation
import J2SwiftDriver
import JavaSemantics
import MappingRules
import Testing
import TranslationReport

/// The mapping rule format: parsing, validation against the library signatures, precedence.
@Suite("Mapping rules: format, validation, precedence")
struct RuleFileTests {
    @Test func parsesElementsRelativeToThePackage() {
        let (rules, errors) = RuleFileParser.parse(path: "a.rules", text: """
            # comment
            package java.net
            unavailable *                        J2S-NET-001
            unavailable Socket.setSoTimeout(int) J2S-NET-002 "use a \\"deadline\\""   # trailing comment
            unavailable java.util.Timer          J2S-TIM-001
            available   Socket.close
            unavailable Socket.new(String,int)   J2S-NET-001
            """)
        #expect(errors.isEmpty)
        #expect(rules.map(\.element) == [
            .package("java.net"),
            .member(type: "java.net.Socket", name: "setSoTimeout", parameters: ["int"]),
            .type("java.util.Timer"),
            .member(type: "java.net.Socket", name: "close", parameters: nil),
            .member(type: "java.net.Socket", name: "<init>", parameters: ["String", "int"]),
        ])
        #expect(rules[1].action == .unavailable(ruleID: "J2S-NET-002", replacement: "use a \"deadline\""))
        #expect(rules[3].action == .available)
        #expect(rules.map(\.line) == [3, 4, 5, 6, 7])
    }

    @Test func syntaxErrorsHaveLineAndColumn() {
        let (_, errors) = RuleFileParser.parse(path: "b.rules", text: """
            unavailable * J2S-NET-001
            package java.net
            unavailible Socket J2S-NET-001
            unavailable Socket NET-001
            unavailable Socket J2S-NET-001 "unterminated
            unavailable Socket.connect(int J2S-NET-001
            unavailable Socket J2S-NET-001 extra
            """)
        #expect(errors.map(\.description) == [
            "b.rules:1:13: error: '*' needs a 'package' line before it",
            "b.rules:3:1: error: unknown rule kind 'unavailible' (expected package, unavailable, available, map, type or like)",
            "b.rules:4:20: error: expected a report rule id (J2S-…), found 'NET-001'",
            "b.rules:5:32: error: unterminated quoted text",
            "b.rules:6:13: error: expected ')' at the end of the parameter list",
            "b.rules:7:32: error: expected a quoted replacement text",
        ])
    }

    @Test func validationKnowsTheLibrary() {
        let (rules, parseErrors) = RuleFileParser.parse(path: "c.rules", text: """
            package java.net
            unavailable Sockett                      J2S-NET-001
            unavailable Socket.teleport              J2S-NET-001
            unavailable Socket.setSoTimeout(long)    J2S-NET-002
            unavailable Socket                       J2S-XYZ-999
            package java.nett
            unavailable *                            J2S-NET-001
            """)
        #expect(parseErrors.isEmpty)
        #expect(MappingTable.validate(rules, symbols: library).map(\.description) == [
            "c.rules:2:1: error: unknown Java type 'java.net.Sockett'",
            "c.rules:3:1: error: 'java.net.Socket' has no member 'teleport'",
            "c.rules:4:1: error: 'java.net.Socket' has no method 'setSoTimeout' with parameters (long); known: (int)",
            "c.rules:5:1: error: unknown report rule id 'J2S-XYZ-999' (see docs/report-rules.md)",
            "c.rules:7:1: error: unknown Java package 'java.nett'",
        ])
    }

    @Test func aRuleMayNameAnInheritedMember() {
        // `TimeZone.equals` is Object's: the rule decides it for time zones only.
        let (rules, parseErrors) = RuleFileParser.parse(path: "d.rules", text: """
            package java.util
            map TimeZone.equals(Object)  try "$this.equals($0)"
            map TimeZone.wait(int)           "$this.wait($0)"
            """)
        #expect(parseErrors.isEmpty)
        #expect(MappingTable.validate(rules, symbols: library).map(\.description) == [
            "d.rules:3:1: error: 'java.util.TimeZone' has no method 'wait' with parameters (int); known: () (long) (long,int)",
        ])
    }

    @Test func builtInRulesAreValid() {
        let (table, errors) = BuiltInMappings.load(userPaths: [], library: library)
        #expect(errors.map(\.description) == [])
        #expect(table.rules.count > 50)
    }

    @Test func laterRulesOverrideAndSupertypeRulesApplyToSubtypes() throws {
        let socket = try #require(library.lookup(qualifiedName: "java.net.Socket"))
        let dataInput = try #require(library.lookup(qualifiedName: "java.io.DataInputStream"))
        let printStream = try #require(library.lookup(qualifiedName: "java.io.PrintStream"))
        let builtIn = BuiltInMappings.table(for: library)
        #expect(builtIn.unavailability(site: socket, member: "connect", symbols: library)?.rule.id == "J2S-NET-001")
        #expect(builtIn.unavailability(site: socket, member: "setSoTimeout", symbols: library)?.rule.id == "J2S-NET-002")
        // A rule on InputStream covers DataInputStream; PrintStream is declared available over OutputStream's rule.
        #expect(builtIn.unavailability(site: dataInput, member: "readFully", symbols: library)?.rule.id == "J2S-IO-001")
        #expect(builtIn.unavailability(site: printStream, member: "println", symbols: library) == nil)

        // A user's file, loaded after the built-in ones, overrides them.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-rules-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            package java.net
            available   Socket.close
            unavailable Socket.connect   J2S-NET-001 "use our SocketBridge"
            """.write(toFile: folder + "/project.rules", atomically: true, encoding: .utf8)
        let (table, errors) = BuiltInMappings.load(userPaths: [folder], library: library)
        #expect(errors.isEmpty)
        #expect(table.unavailability(site: socket, member: "close", symbols: library) == nil)
        #expect(table.unavailability(site: socket, member: "connect", symbols: library)?.replacement == "use our SocketBridge")
        #expect(table.unavailability(site: socket, member: "getInputStream", symbols: library)?.rule.id == "J2S-NET-001")
    }

    /// `like A B`: A's members without rules of their own take B's, and A is translated as B.
    @Test func aLikeRuleLendsATypesRulesToAnother() throws {
        let (rules, errors) = RuleFileParser.parse(path: "l.rules", text: """
            package java.lang
            like StringBuffer StringBuilder
            like StringBuffer
            like StringBuffer.append StringBuilder
            """)
        #expect(rules.map(\.action) == [.like("java.lang.StringBuilder")])
        #expect(rules.map(\.element) == [.type("java.lang.StringBuffer")])
        #expect(errors.map(\.description) == [
            "l.rules:3:18: error: expected the Java type whose rules it takes",
            "l.rules:4:6: error: a 'like' rule names two Java types, found 'StringBuffer.append'",
        ])
        let buffer = try #require(library.lookup(qualifiedName: "java.lang.StringBuffer"))
        let insert = try #require(library[buffer].methods.first { $0.name == "insert" && $0.parameterTypes == [.int, library.string] })
        let table = BuiltInMappings.table(for: library)
        #expect(table.template(site: buffer, member: "insert", method: insert, symbols: library)?.template.parts.first == .receiver)
        #expect(table.translatedTypeName("java.lang.StringBuffer") == "java.lang.StringBuilder")
        #expect(table.translatedTypeName("java.lang.String") == "java.lang.String")
        let misspelled = RuleFileParser.parse(path: "v.rules", text: "like java.lang.StringBuffer java.lang.StringBuilderr").rules
        #expect(MappingTable.validate(misspelled, symbols: library).map(\.message) == ["unknown Java type 'java.lang.StringBuilderr'"])
    }

    @Test func templatesParseIntoPlaceholders() {
        let (rules, errors) = RuleFileParser.parse(path: "t.rules", text: """
            package java.util
            type List                   "JavaList<$E>"
            map  List.get(int)      try "$this.get($0)"
            map  List.of                try "JavaList<$E>.of($*)"
            map  Map.put(Object,Object) "$this.put($1, $0) // $$1"
            map  Arrays.asList          "JavaList<$T>.asList($varargs)"
            """)
        #expect(errors.isEmpty)
        #expect(rules.map(\.action) == [
            .typeTemplate(SwiftTemplate(parts: [.text("JavaList<"), .typeVariable("E"), .text(">")], throwing: false, placeholderColumns: [39])),
            .template(SwiftTemplate(parts: [.receiver, .text(".get("), .argument(0), .text(")")], throwing: true, placeholderColumns: [30, 40])),
            .template(SwiftTemplate(parts: [.text("JavaList<"), .typeVariable("E"), .text(">.of("), .allArguments, .text(")")], throwing: true,
                                    placeholderColumns: [43, 50])),
            .template(SwiftTemplate(parts: [.receiver, .text(".put("), .argument(1), .text(", "), .argument(0), .text(") // $1")], throwing: false,
                                    placeholderColumns: [30, 40, 44])),
            .template(SwiftTemplate(parts: [.text("JavaList<"), .typeVariable("T"), .text(">.asList("), .varargs, .text(")")], throwing: false,
                                    placeholderColumns: [39, 50])),
        ])
    }

    @Test func nonnullMarksATemplateWhoseValueIsNotOptional() {
        let (rules, errors) = RuleFileParser.parse(path: "n.rules", text: """
            package java.lang
            map  Integer.toBinaryString(int)  nonnull      "JavaNumbers.toUnsignedString($0, radix: 2)"
            map  Integer.parseInt(String)     try nonnull  "JavaNumbers.parseInt($0)"
            map  Integer.decode(String)       nonnull try  "JavaNumbers.decode($0)"
            map  Integer.valueOf(String)      try          "Optional(JavaNumbers.parseInt($0))"
            type Integer                      nonnull      "Int32"
            """)
        #expect(rules.map { rule -> String in
            guard case .template(let t) = rule.action else { return "-" }
            return "\(t.throwing ? "try " : "")\(t.nonNull ? "nonnull" : "")"
        } == ["nonnull", "try nonnull", "try nonnull", "try "])
        // Only a `map` rule's value can be known non-null; a type is always optional in Swift.
        #expect(errors.map(\.description) == ["n.rules:6:35: error: expected 'try' or a quoted Swift template, found 'nonnull'"])
    }

    @Test func templateErrorsPointAtThePlaceholder() {
        let (rules, parseErrors) = RuleFileParser.parse(path: "u.rules", text: """
            package java.util
            map  List.get(int)      "$that.get($0)"
            map  List.size()        maybe "$this.size()"
            type List.size()        "X"
            map  List.get(int)      "$this.get($1)"
            map  List.of            "JavaList<$T>.of($*)"
            map  Collections.max(Collection) "$this.max($0)"
            type Map                "JavaMap<$K, $E>"
            map  List.add           "$this.add($varargs)"
            """)
        #expect(parseErrors.map(\.description) == [
            "u.rules:2:26: error: unknown placeholder '$that' (expected $this, $0…$9, $*, $varargs or a type variable such as $E)",
            "u.rules:3:25: error: expected 'try', 'nonnull' or a quoted Swift template, found 'maybe'",
            "u.rules:4:6: error: a 'type' rule names a Java type, found 'List.size()'",
        ])
        #expect(MappingTable.validate(rules, symbols: library).map(\.description) == [
            "u.rules:5:36: error: '$1' does not exist: 'get' has an overload with 1 parameter(s); name the overload, e.g. List.get(…)",
            "u.rules:6:35: error: '$T' is not a type parameter of 'java.util.List' or of every overload of 'of'",
            "u.rules:7:35: error: '$this' in a rule for the static method 'max'",
            "u.rules:8:38: error: 'java.util.Map' has no type parameter 'E'",
            "u.rules:9:36: error: '$varargs' needs a variable-arity method: 'add' has a member without varargs; name the overload",
        ])
    }

    /// A user's rule file maps an Android library class the built-in rules leave unmapped, and replaces a
    /// built-in template; the translation uses both and the report no longer lists the call.
    @Test func userTemplatesOverrideBuiltInsAndMapTheirOwnLibraryClasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-user-rules-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            package android.text
            map TextUtils.isGraphic(CharSequence) "$0?.isEmpty == false"
            package java.util
            map List.size()                       "Int32($this.storage.count)"
            package java.lang
            map String.trim()                     "TeamText.strip($this)"
            """.write(toFile: folder + "/team.rules", atomically: true, encoding: .utf8)
        let (table, errors) = BuiltInMappings.load(userPaths: [folder], library: library)
        #expect(errors.isEmpty)
        let snippets = Snippets(["Names.java": """
            import android.text.TextUtils;
            import java.util.List;
            class Names { static int count(List<String> names, String extra) { return TextUtils.isGraphic(extra) ? names.size() : names.size() + 1; } }
            """])
        let builtInOnly = snippets.translate()
        #expect(builtInOnly.report.findings.map(\.ruleID) == ["J2S-LIB-001"])
        let result = snippets.translate(mappings: table)
        #expect(result.report.findings.isEmpty)
        #expect(result.files[0].text.contains("return (extra?.isEmpty == false) ? Int32(names!.storage.count) : Int32(names!.storage.count) &+ 1"))

        // `trim()` is one of the calls the translator writes itself (the built-in rule serves `String::trim`);
        // a user's rule still wins.
        let trim = Snippets(["Trim.java": "class Trim { static String clean(String s) { return s.trim(); } }"])
        #expect(trim.translate().files[0].text.contains("return s!.javaTrim()"))
        #expect(trim.translate(mappings: table).files[0].text.contains("return TeamText.strip(s!)"))
    }
}

