import Foundation
import Testing
@testable import TaflGame
import TaflKit

@Suite("Localization")
struct LocalizationTests {
    @Test(arguments: TaflLanguage.allCases)
    func everyKeyIsInEveryLanguage(_ language: TaflLanguage) throws {
        let entries = try stringsFile(language)
        let keys = entries.map(\.key)
        let expected = L10n.allCases.map(\.rawValue)
        #expect(Set(keys) == Set(expected),
                "missing: \(Set(expected).subtracting(keys).sorted()), extra: \(Set(keys).subtracting(expected).sorted())")
        #expect(keys.count == L10n.allCases.count)
        for entry in entries {
            #expect(!entry.value.isEmpty, "\(language.rawValue): \(entry.key) is empty")
            // The app's texts are its chrome only: nothing in them is filled in (the game's words,
            // with their numbers and names, are the core's).
            #expect(!entry.value.contains("%"), "\(language.rawValue): \(entry.key) has a placeholder")
        }
    }

    @Test(arguments: [TaflLanguage.estonian, .russian])
    func everyTextIsTranslated(_ language: TaflLanguage) throws {
        let english = Dictionary(try stringsFile(.english), uniquingKeysWith: { a, _ in a })
        let other = Dictionary(try stringsFile(language), uniquingKeysWith: { a, _ in a })
        let same = english.filter { other[$0.key] == $0.value }.map(\.key)
        #expect(Set(same).subtracting(["app.title"]).isEmpty, "untranslated: \(same.sorted())")
    }

    @Test func theStringsReader() throws {
        let parsed = try StringsFile.parse("/* c */\n\"a\" = \"x \\\"y\\\"\";\n// line\n\"b\"=\"1\\n2\";")
        #expect(parsed.map(\.key) == ["a", "b"])
        #expect(parsed.map(\.value) == ["x \"y\"", "1\n2"])
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" = \"1\";\n\"a\" = \"2\";") }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" = \"1\"") }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" = \"1\\q\";") }
    }

    /// The app's chrome and the core's words come in the same language.
    @Test(arguments: TaflLanguage.allCases)
    @MainActor
    func theModelSpeaksEveryLanguage(_ language: TaflLanguage) async {
        let model = await makeModel(choice(.brandubh), language: language)
        let english = await makeModel(choice(.brandubh))
        let view = model.game.view
        #expect(model.language == language.rawValue && model.texts(.actionUndo) == texts(language)(.actionUndo))
        #expect(!view.headline.isEmpty && !view.headline.contains("status-"))
        model.game.tap(sq("d4"))                   // the king: not the attackers' piece
        english.game.tap(sq("d4"))
        #expect(model.message == model.game.view.message?.text && model.game.view.message?.error == .NotYourPiece)
        if language != .english {
            #expect(view.headline != english.game.view.headline)
            #expect(view.capturesLine != english.game.view.capturesLine)
            #expect(model.cell(sq("d4"))?.description != english.cell(sq("d4"))?.description)
            #expect(model.texts(.actionUndo) != english.texts(.actionUndo))
            #expect(model.message != english.message)
        }
        #expect(view.title == presetOptions(language: language.rawValue).first?.name)
    }
}
