import Foundation

/// Expands command-line paths into the `.java` files to process: files as given, directories recursively,
/// in a stable (sorted) order so output and diagnostics are deterministic.
public enum SourceCollector {
    public struct MissingPath: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): error: no such file or directory" }
    }

    public static func javaFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw MissingPath(path: path) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found: [String] = []
                walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, into: &found)
                result.append(contentsOf: found.sorted())
            } else {
                result.append(path)
            }
        }
        return result
    }

    /// Recursive `readdir`; symbolic links to directories are not followed (no cycles).
    private static func walk(_ directory: String, into found: inout [String]) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let full = directory + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN)
            }
            if type == Int32(DT_DIR) {
                walk(full, into: &found)
            } else if name.hasSuffix(".java") && (type == Int32(DT_REG) || type == Int32(DT_LNK)) {
                found.append(full)
            }
        }
    }
}
