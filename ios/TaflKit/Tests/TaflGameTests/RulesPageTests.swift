import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The rules page: the core's rulebook of the rules being played, in the app's language.
@Suite("Rules page")
@MainActor
struct RulesPageTests {
    @Test(arguments: TaflLanguage.allCases)
    func theRulesPageHasAQuickStartAndEverySectionOfTheGame(_ language: TaflLanguage) async {
        let model = await makeModel(choice(.brandubh), language: language)
        let book = model.game.rulebook
        #expect(!book.title.isEmpty && book.quickStart.count >= 3)
        let topics = book.sections.map(\.topic)
        for topic in [Topic.board, .start, .movement, .goal, .captures, .kingCapture] {
            #expect(topics.contains(topic), "\(language.rawValue): no \(topic) section")
        }
        #expect(!topics.contains(.shieldwall))    // Brandubh has none: the section is left out
        for section in book.sections {
            #expect(!section.heading.isEmpty && !section.body.isEmpty && section.body.allSatisfy { !$0.isEmpty })
        }
        #expect(book == rulebook(preset: .brandubh, language: language.rawValue))
        if language != .english {
            #expect(book.quickStart != rulebook(preset: .brandubh, language: "en").quickStart)
        }
        #expect(!texts(language)(.rulesQuickStart).isEmpty && !texts(language)(.pageRules).isEmpty)
    }

    @Test func theRulesPageFollowsTheGameIncludingCustomRules() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.copenhagen), folder: folder)
        let copenhagen = model.game.rulebook.sections.map(\.topic)
        #expect(copenhagen.contains(.shieldwall) && copenhagen.contains(.exitFort) && copenhagen.contains(.encirclement))
        let brandubh = rulebook(preset: .brandubh, language: "en")

        model.start(choice(.brandubh, rules: edgeRules))
        let edge = model.game.rulebook
        #expect(edge.title != brandubh.title && edge != brandubh)   // the edge escape is a different goal
        let goal = try #require(edge.sections.first { $0.topic == .goal })
        #expect(goal != brandubh.sections.first { $0.topic == .goal })

        await model.quit()                               // and after a relaunch
        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.game.rulebook == edge && relaunched.game.view.rules.preset == nil)
    }
}
