import Foundation
import JavaSemantics
import MappingRules

/// The mapping rules that ship with j2swift (`Mappings/Rules`), loaded once per library.
public enum BuiltInMappings {
    public static var directory: String { MappingsLocation.directory + "/Rules" }

    /// The built-in table. Its files are validated by the tests (`RuleFileTests.builtInRulesAreValid`); should one still be
    /// broken, the rules that parsed apply.
    public static func table(for library: SymbolTable) -> MappingTable {
        MappingLoader.load(paths: [directory], symbols: library).table
    }

    /// Built-in rules followed by the user's (later rules win), with every problem found.
    public static func load(userPaths: [String], library: SymbolTable) -> (MappingTable, [RuleFileError]) {
        MappingLoader.load(paths: [directory], userPaths: userPaths, symbols: library)
    }
}
