import Foundation
import Testing
@testable import JavaSemantics
import JavaSyntax

/// `ConstantFolding.literal` decodes string literals its own (faster) way; it must give `LiteralValue.string`'s value.
@Suite("String literal constants")
struct StringLiteralDecodingTests {
    static func agree(_ javaSource: String) -> Bool {
        let tree = Parser.parse(SourceFile(path: "A.java", text: javaSource))
        var checked = 0
        for token in tree.tokens where token.kind == .stringLiteral {
            checked += 1
            let fast = ConstantFolding.literal(tree.source.text, token)
            let careful = LiteralValue.string(tree.source.text, token).map { ConstantValue.string($0) }
            if fast != careful { return false }
        }
        return checked > 0
    }

    @Test func escapesOctalAndNonASCII() {
        #expect(Self.agree(#"class A { String s = "caf\u00e9 \t\n\"q\" \\ \0\7\77\377\400 \s €𝄞"; }"#))
        #expect(Self.agree(#"class A { String s = "\u00e9\u0000\u007f\u0080\u07ff\u0800\uffff"; }"#))
    }

    @Test func decodesWithoutUTF16() {
        #expect(ConstantFolding.decodedString(ArraySlice(Array("é\\n\\101".utf8))) == "é\nA")
        // An encoded lone surrogate is left to `LiteralValue`, which makes it U+FFFD.
        #expect(ConstantFolding.decodedString(ArraySlice([0xED, 0xA0, 0x80])) == nil)
    }

    @Test func loneSurrogatesAndPairsFromUnicodeEscapes() {
        #expect(Self.agree(#"class A { String a = "x\uD800y"; String b = "\uDC00"; String c = "\uD834\uDD1E"; }"#))
    }

    @Test func malformedEscapes() {
        #expect(Self.agree(#"class A { String s = "a\qb"; }"#))
    }

    /// Every string literal of a source tree, when `J2SWIFT_LITERAL_CORPUS` names one (java.base, say).
    @Test func corpus() throws {
        guard let root = ProcessInfo.processInfo.environment["J2SWIFT_LITERAL_CORPUS"] else { return }
        var files = 0
        let walker = FileManager.default.enumerator(atPath: root)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".java"), let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            let tree = Parser.parse(SourceFile(path: path, bytes: Array(data)))
            for token in tree.tokens where token.kind == .stringLiteral {
                let fast = ConstantFolding.literal(tree.source.text, token)
                let careful = LiteralValue.string(tree.source.text, token).map { ConstantValue.string($0) }
                #expect(fast == careful, "\(path) at \(token.start)")
            }
            files += 1
        }
        print("string literals checked in \(files) files")
    }
}
