import Foundation

/// `java.util.regex.MatchResult`: what a match found. A `JavaMatcher` is one (as in Java, where `Matcher`
/// implements `MatchResult`), and `toMatchResult()` takes a snapshot.
public protocol JavaMatchResult: JavaObject {
    func start() throws -> Int32
    func start(_ group: Int32) throws -> Int32
    func end() throws -> Int32
    func end(_ group: Int32) throws -> Int32
    func group() throws -> String?
    func group(_ group: Int32) throws -> String?
    func groupCount() -> Int32
}

/// The state every match leaves: group `g` spans `groups[2g]..<groups[2g + 1]` in UTF-16 units, -1 when the
/// group took no part. Shared by the matcher and its snapshots so both answer with Java's checks.
struct JavaMatchState {
    var first = -1
    var last = 0
    var groups: [Int]
    let units: [UInt16]

    init(groupCount: Int, units: [UInt16]) {
        groups = Array(repeating: -1, count: (groupCount + 1) * 2)
        self.units = units
    }

    var groupCount: Int { groups.count / 2 - 1 }

    func checkGroup(_ group: Int32) throws -> Int {
        guard group >= 0, Int(group) <= groupCount else { throw IndexOutOfBoundsException("No group \(group)") }
        return Int(group)
    }

    func text(ofGroup g: Int) -> String? {
        let start = groups[g * 2], end = groups[g * 2 + 1]
        guard start >= 0, end >= 0 else { return nil }
        return String.fromUnits(units[start..<end])
    }
}

/// `Matcher.toMatchResult()` and the elements of `results()`: a match frozen when it was taken.
public final class JavaMatchSnapshot: JavaMatchResult, @unchecked Sendable {
    let state: JavaMatchState

    init(_ state: JavaMatchState) { self.state = state }

    func checkMatch() throws {
        if state.first < 0 { throw IllegalStateException("No match found") }
    }

    public func start() throws -> Int32 {
        try checkMatch()
        return Int32(state.first)
    }

    public func start(_ group: Int32) throws -> Int32 {
        try checkMatch()
        return Int32(state.groups[try state.checkGroup(group) * 2])
    }

    public func end() throws -> Int32 {
        try checkMatch()
        return Int32(state.last)
    }

    public func end(_ group: Int32) throws -> Int32 {
        try checkMatch()
        return Int32(state.groups[try state.checkGroup(group) * 2 + 1])
    }

    public func group() throws -> String? { try group(0) }

    public func group(_ group: Int32) throws -> String? {
        try checkMatch()
        return state.text(ofGroup: try state.checkGroup(group))
    }

    public func groupCount() -> Int32 { Int32(state.groupCount) }
}

/// `java.util.regex.Matcher`, with Java's state machine: `find()` continues after the previous match (one
/// unit further after an empty one), a failed match keeps the previous end, `appendReplacement` copies
/// from the append position, and the exceptions carry Java's messages.
///
/// ICU searches the region's own text, so the region's bounds are opaque and anchoring as Java's default
/// bounds are. Successive `find()` calls are answered from one ICU pass (ICU continues after a match exactly
/// as Java does), so a `find()` loop reads the input once, not once per match.
///
/// Not translated: transparent or non-anchoring bounds, `hitEnd`, `requireEnd`.
public final class JavaMatcher: JavaMatchResult, @unchecked Sendable {
    private var parentPattern: JavaPattern
    private var text: String
    private var state: JavaMatchState
    private var oldLast = -1
    private var lastAppendPosition = 0
    private var from = 0
    private var to = 0
    /// Bumped by every match attempt and append, as Java's `modCount` (a replacer that matches again fails).
    private var modCount = 0
    /// The region as ICU sees it (the whole text unless `region` narrowed it); built when first searched.
    private var regionTextStorage: String?
    /// Matches of the last ICU pass, the next one at `pendingIndex`, valid while `pendingSearchIndex`
    /// (the index Java's next `find()` searches from) says the pass continues where Java continues.
    private var pending: [NSTextCheckingResult] = []
    private var pendingIndex = 0
    private var pendingSearchIndex: Int?

    var first: Int { state.first }
    var last: Int { state.last }
    private var units: [UInt16] { state.units }

    init(_ pattern: JavaPattern, _ text: String) {
        parentPattern = pattern
        self.text = text
        state = JavaMatchState(groupCount: pattern.groupCount, units: Array(text.utf16))
        reset()
    }

    private var regionText: String {
        if let regionTextStorage { return regionTextStorage }
        let built = from == 0 && to == units.count ? text : String.fromUnits(units[from..<to])
        regionTextStorage = built
        return built
    }

    // MARK: Matching

    public func matches() throws -> Bool {
        try match(try parentPattern.wholeRegex)
    }

    public func lookingAt() throws -> Bool {
        try match(parentPattern.regex)
    }

    public func find() throws -> Bool {
        var next = state.last
        if next == state.first { next += 1 }
        if next < from { next = from }
        if next > to {
            // Java clears the groups but keeps `first`: group() now answers null rather than throwing.
            clearGroups()
            return false
        }
        return search(next)
    }

    public func find(_ start: Int32) throws -> Bool {
        guard start >= 0, Int(start) <= units.count else { throw IndexOutOfBoundsException("Illegal start index") }
        reset()
        return search(Int(start))
    }

    /// A match anchored at the region's start (`matches` uses the regex ending in `\z`).
    private func match(_ regex: NSRegularExpression) throws -> Bool {
        beginAttempt(at: from)
        pendingSearchIndex = nil
        let found = regex.firstMatch(in: regionText, options: .anchored, range: NSRange(location: 0, length: to - from))
        return finishAttempt(found)
    }

    private func search(_ start: Int) -> Bool {
        beginAttempt(at: start)
        let found: NSTextCheckingResult?
        if pendingSearchIndex == start {
            found = pendingIndex < pending.count ? pending[pendingIndex] : nil
            pendingIndex += 1
        } else {
            // Past the region's start, ICU must see the text before `start` (look-behind, `\b`) and must
            // not treat `start` as the start of the input (`^`, `\A`).
            let options: NSRegularExpression.MatchingOptions = start > from ? [.withTransparentBounds, .withoutAnchoringBounds] : []
            pending = parentPattern.regex.matches(in: regionText, options: options, range: NSRange(location: start - from, length: to - start))
            found = pending.first
            pendingIndex = 1
        }
        let matched = finishAttempt(found)
        let end = state.last
        if matched && state.first == end && end + 1 < units.count && UTF16.isLeadSurrogate(units[end]) && UTF16.isTrailSurrogate(units[end + 1]) {
            // After an empty match ICU steps over the whole surrogate pair, Java one unit into it: the next
            // search starts a new pass there (ICU reads the lone trail surrogate as Java does).
            pendingSearchIndex = nil
        } else {
            pendingSearchIndex = matched ? (state.first == end ? end + 1 : end) : nil
        }
        return matched
    }

    private func beginAttempt(at start: Int) {
        state.first = start
        if oldLast < 0 { oldLast = start }
        clearGroups()
    }

    private func finishAttempt(_ result: NSTextCheckingResult?) -> Bool {
        defer {
            oldLast = state.last
            modCount += 1
        }
        guard let result else {
            state.first = -1
            return false
        }
        for g in 0..<min(result.numberOfRanges, state.groups.count / 2) {
            let range = result.range(at: g)
            guard range.location != NSNotFound else { continue }
            state.groups[g * 2] = range.location + from
            state.groups[g * 2 + 1] = range.location + range.length + from
        }
        state.first = state.groups[0]
        state.last = state.groups[1]
        return true
    }

    private func clearGroups() {
        for i in state.groups.indices { state.groups[i] = -1 }
    }

    // MARK: Results

    public func start() throws -> Int32 {
        if state.first < 0 { throw IllegalStateException("No match available") }
        return Int32(state.first)
    }

    public func start(_ group: Int32) throws -> Int32 {
        if state.first < 0 { throw IllegalStateException("No match available") }
        return Int32(state.groups[try state.checkGroup(group) * 2])
    }

    public func start(_ name: String?) throws -> Int32 {
        Int32(state.groups[try namedGroup(name) * 2])
    }

    public func end() throws -> Int32 {
        if state.first < 0 { throw IllegalStateException("No match available") }
        return Int32(state.last)
    }

    public func end(_ group: Int32) throws -> Int32 {
        if state.first < 0 { throw IllegalStateException("No match available") }
        return Int32(state.groups[try state.checkGroup(group) * 2 + 1])
    }

    public func end(_ name: String?) throws -> Int32 {
        Int32(state.groups[try namedGroup(name) * 2 + 1])
    }

    public func group() throws -> String? { try group(0) }

    public func group(_ group: Int32) throws -> String? {
        if state.first < 0 { throw IllegalStateException("No match found") }
        return state.text(ofGroup: try state.checkGroup(group))
    }

    public func group(_ name: String?) throws -> String? {
        state.text(ofGroup: try namedGroup(name))
    }

    public func groupCount() -> Int32 { Int32(parentPattern.groupCount) }

    private func namedGroup(_ name: String?) throws -> Int {
        guard let name else { throw NullPointerException("Group name") }
        if state.first < 0 { throw IllegalStateException("No match found") }
        guard let number = parentPattern.translation.groupNames[name] else { throw IllegalArgumentException("No group with name <\(name)>") }
        return number
    }

    public func toMatchResult() -> JavaMatchResult? { JavaMatchSnapshot(state) }

    /// `results()`: a snapshot of each further match, found as the stream pulls.
    public func results() -> JavaStream<JavaMatchResult?>? {
        var finished = false
        return JavaStream(exactSize: nil) {
            guard !finished else { return nil }
            guard try self.find() else {
                finished = true
                return nil
            }
            return .some(JavaMatchSnapshot(self.state))
        }
    }

    public func pattern() -> JavaPattern? { parentPattern }

    // MARK: State

    @discardableResult public func reset() -> JavaMatcher? {
        state.first = -1
        state.last = 0
        oldLast = -1
        clearGroups()
        lastAppendPosition = 0
        from = 0
        to = units.count
        regionTextStorage = nil
        pendingSearchIndex = nil
        modCount += 1
        return self
    }

    @discardableResult public func reset(_ input: Any?) throws -> JavaMatcher? {
        text = try JavaPattern.charSequence(input)
        state = JavaMatchState(groupCount: parentPattern.groupCount, units: Array(text.utf16))
        return reset()
    }

    @discardableResult public func region(_ start: Int32, _ end: Int32) throws -> JavaMatcher? {
        if start < 0 || Int(start) > units.count { throw IndexOutOfBoundsException("start") }
        if end < 0 || Int(end) > units.count { throw IndexOutOfBoundsException("end") }
        if start > end { throw IndexOutOfBoundsException("start > end") }
        reset()
        from = Int(start)
        to = Int(end)
        return self
    }

    public func regionStart() -> Int32 { Int32(from) }
    public func regionEnd() -> Int32 { Int32(to) }
    public func hasTransparentBounds() -> Bool { false }
    public func hasAnchoringBounds() -> Bool { true }

    /// `usePattern`: the position stays, the groups are forgotten (Java keeps `first`, so `group()` is null).
    @discardableResult public func usePattern(_ pattern: JavaPattern?) throws -> JavaMatcher? {
        guard let pattern else { throw IllegalArgumentException("Pattern cannot be null") }
        parentPattern = pattern
        var fresh = JavaMatchState(groupCount: pattern.groupCount, units: state.units)
        fresh.first = state.first
        fresh.last = state.last
        state = fresh
        pendingSearchIndex = nil
        modCount += 1
        return self
    }

    public func toString() -> String {
        var lastMatch = ""
        if state.first >= 0, let g = state.text(ofGroup: 0) { lastMatch = g }
        return "java.util.regex.Matcher[pattern=\(parentPattern.source) region=\(from),\(to) lastmatch=\(lastMatch)]"
    }

    // MARK: Replacing

    @discardableResult public func appendReplacement(_ sb: StringBuilder?, _ replacement: String?) throws -> JavaMatcher? {
        if state.first < 0 { throw IllegalStateException("No match available") }
        let expanded = try expandReplacement(replacement)
        guard let sb else { throw NullPointerException() }
        sb.units += units[lastAppendPosition..<state.first]
        sb.units += expanded
        lastAppendPosition = state.last
        modCount += 1
        return self
    }

    @discardableResult public func appendTail(_ sb: StringBuilder?) throws -> StringBuilder? {
        guard let sb else { throw NullPointerException() }
        sb.units += units[lastAppendPosition...]
        return sb
    }

    public func replaceAll(_ replacement: String?) throws -> String? {
        try replaceMatches(all: true) { replacement }
    }

    public func replaceAll(_ replacer: ((JavaMatchResult?) throws -> String?)?) throws -> String? {
        guard let replacer else { throw NullPointerException() }
        return try replaceMatches(all: true) { try self.replacement(from: replacer) }
    }

    public func replaceFirst(_ replacement: String?) throws -> String? {
        guard let replacement else { throw NullPointerException("replacement") }
        return try replaceMatches(all: false) { replacement }
    }

    public func replaceFirst(_ replacer: ((JavaMatchResult?) throws -> String?)?) throws -> String? {
        guard let replacer else { throw NullPointerException() }
        return try replaceMatches(all: false) { try self.replacement(from: replacer) }
    }

    /// From the start: each match (or the first) replaced by `replacementText()`, expanded; the input
    /// itself when nothing matches.
    private func replaceMatches(all: Bool, _ replacementText: () throws -> String?) throws -> String? {
        reset()
        guard try find() else { return text }
        let sb = StringBuilder()
        repeat {
            try appendReplacement(sb, try replacementText())
        } while try all && find()
        try appendTail(sb)
        return sb.toString()
    }

    /// The replacer sees this matcher; matching again inside it is Java's ConcurrentModificationException.
    private func replacement(from replacer: (JavaMatchResult?) throws -> String?) throws -> String? {
        let count = modCount
        let replacement = try replacer(self)
        if count != modCount { throw ConcurrentModificationException() }
        return replacement
    }

    /// Java's replacement syntax: `$n` (more digits while the group exists), `${name}`, `\x` for a literal x.
    func expandReplacement(_ replacement: String?) throws -> [UInt16] {
        guard let replacement else { throw NullPointerException() }
        let r = Array(replacement.utf16)
        var result: [UInt16] = []
        var cursor = 0
        func isDigit(_ u: UInt16) -> Bool { (0x30...0x39).contains(u) }
        func isLetterOrDigit(_ u: UInt16) -> Bool { isDigit(u) || (0x41...0x5A).contains(u) || (0x61...0x7A).contains(u) }
        while cursor < r.count {
            var nextChar = r[cursor]
            if nextChar == 0x5C {  // backslash
                cursor += 1
                if cursor == r.count { throw IllegalArgumentException("character to be escaped is missing") }
                result.append(r[cursor])
                cursor += 1
            } else if nextChar == 0x24 {  // $
                cursor += 1
                if cursor == r.count { throw IllegalArgumentException("Illegal group reference: group index is missing") }
                nextChar = r[cursor]
                var refNum: Int
                if nextChar == 0x7B {  // {
                    cursor += 1
                    var name: [UInt16] = []
                    while cursor < r.count {
                        nextChar = r[cursor]
                        guard isLetterOrDigit(nextChar) else { break }
                        name.append(nextChar)
                        cursor += 1
                    }
                    if name.isEmpty { throw IllegalArgumentException("named capturing group has 0 length name") }
                    if nextChar != 0x7D { throw IllegalArgumentException("named capturing group is missing trailing '}'") }
                    let groupName = String.fromUnits(name)
                    if isDigit(name[0]) { throw IllegalArgumentException("capturing group name {\(groupName)} starts with digit character") }
                    guard let number = parentPattern.translation.groupNames[groupName] else { throw IllegalArgumentException("No group with name {\(groupName)}") }
                    refNum = number
                    cursor += 1
                } else {
                    guard isDigit(nextChar) else { throw IllegalArgumentException("Illegal group reference") }
                    refNum = Int(nextChar) - 0x30
                    cursor += 1
                    while cursor < r.count, isDigit(r[cursor]) {
                        let extended = refNum * 10 + Int(r[cursor]) - 0x30
                        if parentPattern.groupCount < extended { break }
                        refNum = extended
                        cursor += 1
                    }
                }
                let g = try state.checkGroup(Int32(clamping: refNum))
                let start = state.groups[g * 2], end = state.groups[g * 2 + 1]
                if start != -1 && end != -1 { result += units[start..<end] }
            } else {
                result.append(nextChar)
                cursor += 1
            }
        }
        return result
    }

    /// `Matcher.quoteReplacement`: `\` and `$` escaped.
    public static func quoteReplacement(_ s: String?) throws -> String? {
        guard let s else { throw NullPointerException() }
        var out: [UInt16] = []
        for u in s.utf16 {
            if u == 0x5C || u == 0x24 { out.append(0x5C) }
            out.append(u)
        }
        return String.fromUnits(out)
    }
}
