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
        #expect(Set(keys) == Set(L10n.allCases.map(\.rawValue)),
                "missing: \(Set(L10n.allCases.map(\.rawValue)).subtracting(keys).sorted()), extra: \(Set(keys).subtracting(L10n.allCases.map(\.rawValue)).sorted())")
        #expect(keys.count == L10n.allCases.count)
        for entry in entries { #expect(!entry.value.isEmpty, "\(language.rawValue): \(entry.key) is empty") }
    }

    @Test(arguments: [TaflLanguage.estonian, .russian])
    func placeholdersMatchEnglishAndTextsAreTranslated(_ language: TaflLanguage) throws {
        let english = Dictionary(try stringsFile(.english), uniquingKeysWith: { a, _ in a })
        let other = Dictionary(try stringsFile(language), uniquingKeysWith: { a, _ in a })
        var same: [String] = []
        for (key, value) in english {
            let translated = try #require(other[key], "\(key) missing in \(language.rawValue)")
            #expect(AppTexts.placeholders(translated) == AppTexts.placeholders(value),
                    "\(language.rawValue) \(key): \(translated) vs \(value)")
            if translated == value { same.append(key) }
        }
        // Only texts that are nothing but placeholders or names may equal the English ones.
        let allowed: Set<String> = ["app.title", "status.result.with.reason", "match.final", "list.separator",
                                    "settings.think.time.value", "preset.brandubh", "preset.brandubh.aage.nielsen",
                                    "preset.ard.ri", "preset.tablut", "preset.hnefatafl"]
        #expect(Set(same).subtracting(allowed).isEmpty, "untranslated: \(Set(same).subtracting(allowed).sorted())")
    }

    @Test func formatterAndParser() throws {
        #expect(AppTexts.substitute("%1$@ (%2$@×%2$@) %%", ["Brandubh", "7"]) == "Brandubh (7×7) %")
        #expect(AppTexts.substitute("%@ and %@", ["a", "b"]) == "a and b")
        #expect(AppTexts.placeholders("%2$@ x %1$@ %@") == ["%1$@", "%2$@", "%@"])
        let parsed = try StringsFile.parse("/* c */\n\"a\" = \"x \\\"y\\\"\";\n// line\n\"b\"=\"1\\n2\";")
        #expect(parsed.map(\.key) == ["a", "b"])
        #expect(parsed.map(\.value) == ["x \"y\"", "1\n2"])
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" = \"1\";\n\"a\" = \"2\";") }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" = \"1\"") }
        #expect(AppTexts.points(1.5) == "1½" && AppTexts.points(0.5) == "½" && AppTexts.points(2) == "2")
    }

    @Test(arguments: TaflLanguage.allCases)
    @MainActor
    func theModelSpeaksEveryLanguage(_ language: TaflLanguage) async {
        let model = await makeModel(NewGameChoice(preset: .brandubh), language: language)
        let english = await makeModel(NewGameChoice(preset: .brandubh))
        #expect(!model.headline.isEmpty && !model.headline.contains("status."))
        if language != .english {
            #expect(model.headline != english.headline)
            #expect(model.board.cell(sq("d4"))?.accessibilityLabel != english.board.cell(sq("d4"))?.accessibilityLabel)
        }
        #expect(model.title == texts(language)(.presetBrandubh))
        model.tap(sq("d4"))          // the king: not the attackers' piece
        #expect(model.message == TaflError.NotYourPiece.text(language))
    }
}
