import Foundation

/// Expands command-line paths into the `.java` files to process: files as given, directories recursively,
/// in a stable order so output and diagnostics are deterministic.
public enum SourceCollector {
    public struct MissingPath: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): error: no such file or directory" }
    }

    public static func javaFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
            if !isDirectory.boolValue {
                result.append(path)
                continue
            }
            var found: [String] = []
            if let walker = fm.enumerator(atPath: path) {
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix(".java") {
                        let full = (path as NSString).appendingPathComponent(relative)
                        var isDir: ObjCBool = false
                        if fm.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue { found.append(full) }
                    }
                }
            }
            result.append(contentsOf: found.sorted())
        }
        return result
    }
}
