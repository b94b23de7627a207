import Foundation

/// The JDK 17 class-library sources (Debian's `openjdk-17-source` puts `src.zip` in the JDK's `lib/`),
/// used by the corpus tests and the benchmark.
public enum JDKSourceArchive {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// `J2SWIFT_JDK_SRC_ZIP`, else the usual Debian locations.
    public static var path: String? {
        if let env = ProcessInfo.processInfo.environment["J2SWIFT_JDK_SRC_ZIP"] { return env }
        let candidates = ["/usr/lib/jvm/java-17-openjdk-amd64/lib/src.zip", "/usr/lib/jvm/java-17-openjdk-arm64/lib/src.zip",
                          "/usr/lib/jvm/openjdk-17/lib/src.zip"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Extracts the archive into a new temporary folder (the caller removes it) and returns its path.
    public static func extract(label: String) throws -> String {
        guard let zip = path else {
            throw Missing(description: "JDK 17 sources not found: install Debian's openjdk-17-source (.ci/run does) or set J2SWIFT_JDK_SRC_ZIP")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("j2swift-jdk17-\(label)-\(getpid())").path
        if !FileManager.default.fileExists(atPath: dir + "/java.base") {
            let unzip = Process()
            unzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            unzip.arguments = ["unzip", "-q", "-o", zip, "-d", dir]
            try unzip.run()
            unzip.waitUntilExit()
            guard unzip.terminationStatus == 0 else { throw Missing(description: "unzip \(zip) failed with status \(unzip.terminationStatus)") }
        }
        return dir
    }
}
