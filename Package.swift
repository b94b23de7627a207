// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "j2swift",
    products: [
        .executable(name: "j2swift", targets: ["j2swift"]),
        .library(name: "JavaSyntax", targets: ["JavaSyntax"]),
        .library(name: "JavaSemantics", targets: ["JavaSemantics"]),
        // What translated code links against: Java semantics Swift lacks.
        .library(name: "JavaRuntime", targets: ["JavaRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Source text, tokens, the arena syntax tree, diagnostics and the parser. No dependencies.
        .target(name: "JavaSyntax"),
        // The runtime library of translated programs. No dependencies beyond the standard library and Foundation
        // (NSRegularExpression runs java.util.regex).
        .target(name: "JavaRuntime"),
        // Symbols, name resolution and type attribution over a whole program. Depends only on the syntax.
        .target(name: "JavaSemantics", dependencies: ["JavaSyntax"]),
        // The catalogue of report rules, findings, and their renderings (text, JSON, SARIF, Markdown).
        .target(name: "TranslationReport", dependencies: ["JavaSyntax"]),
        // Mapping rule files: parsing, validation against library signatures, lookup.
        .target(name: "MappingRules", dependencies: ["JavaSemantics", "TranslationReport"]),
        // Lowering of an attributed Java program to Swift source.
        .target(name: "SwiftLowering", dependencies: ["JavaSyntax", "JavaSemantics", "MappingRules", "TranslationReport"]),
        // Turns paths into parsed files: file discovery, parallel parsing, diagnostic rendering.
        .target(name: "J2SwiftDriver", dependencies: ["JavaSyntax", "JavaSemantics", "SwiftLowering", "MappingRules", "TranslationReport"]),
        // The command line: a thin layer over the driver.
        .executableTarget(
            name: "j2swift",
            dependencies: [
                "J2SwiftDriver",
                "JavaSemantics",
                "JavaSyntax",
                "SwiftLowering",
                "MappingRules",
                "TranslationReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "JavaSyntaxTests", dependencies: ["JavaSyntax", "J2SwiftDriver"]),
        .testTarget(name: "DifferentialTests", dependencies: ["J2SwiftDriver"]),
        .testTarget(name: "JavaRuntimeTests", dependencies: ["JavaRuntime"]),
        .testTarget(name: "SwiftLoweringTests", dependencies: ["SwiftLowering", "JavaSemantics", "JavaSyntax", "J2SwiftDriver", "TranslationReport", "MappingRules"]),
        .testTarget(name: "ReportTests", dependencies: ["TranslationReport", "MappingRules", "J2SwiftDriver", "JavaSemantics"], exclude: ["Schemas"]),
        .testTarget(name: "JavaSemanticsTests", dependencies: ["JavaSemantics", "JavaSyntax", "J2SwiftDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
