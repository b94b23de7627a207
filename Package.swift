// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "j2swift",
    products: [
        .executable(name: "j2swift", targets: ["j2swift"]),
        .library(name: "JavaSyntax", targets: ["JavaSyntax"]),
        .library(name: "JavaSemantics", targets: ["JavaSemantics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Source text, tokens, the arena syntax tree, diagnostics and the parser. No dependencies.
        .target(name: "JavaSyntax"),
        // Symbols, name resolution and type attribution over a whole program. Depends only on the syntax.
        .target(name: "JavaSemantics", dependencies: ["JavaSyntax"]),
        // Turns paths into parsed files: file discovery, parallel parsing, diagnostic rendering.
        .target(name: "J2SwiftDriver", dependencies: ["JavaSyntax", "JavaSemantics"]),
        // The command line: a thin layer over the driver.
        .executableTarget(
            name: "j2swift",
            dependencies: [
                "J2SwiftDriver",
                "JavaSemantics",
                "JavaSyntax",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "JavaSyntaxTests", dependencies: ["JavaSyntax", "J2SwiftDriver"]),
        .testTarget(name: "JavaSemanticsTests", dependencies: ["JavaSemantics", "JavaSyntax", "J2SwiftDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
