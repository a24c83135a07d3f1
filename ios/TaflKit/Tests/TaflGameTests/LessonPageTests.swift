import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The lessons page: the lessons of the rules being played with their done marks (the core's
/// records), a lesson played step by step as a player does (taps; the hint; a wrong move explained
/// and taken back; a right one praised; a refusal in the core's words), following the settings
/// changed while it is open.
@Suite("Lessons page")
@MainActor
struct LessonPageTests {
    @Test func everyLessonOfBrandubhTakesTheRightMoveAndRefusesAWrongOne() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        model.openLessons()
        #expect(model.page == .lessons)
        #expect(model.lessons.title == model.game.view.title && model.lessons.message == nil)
        let list = model.lessons.lessons
        #expect(list.count == 9 && list.allSatisfy { !$0.completed })

        for info in list {
            model.openLesson(info.id)
            let lesson = try #require(model.lesson)
            #expect(lesson.view.id == info.id && lesson.view.title == info.title && lesson.view.step == 1)
            #expect(lesson.view.steps == info.steps)
            while true {
                let step = lesson.view.step
                #expect(lesson.view.stepText == "Step \(step) of \(lesson.view.steps)")
                #expect(!lesson.view.task.isEmpty && !lesson.view.explanation.isEmpty, "\(info.id) step \(step)")
                try refuseAWrongMove(lesson, "\(info.id) step \(step)")
                try playTheRightMoves(lesson, "\(info.id) step \(step)")
                await Task.yield()                  // the other tests share the main actor
                if lesson.view.state == .finished { break }
                #expect(lesson.view.state == .stepDone && lesson.view.canNextStep && !lesson.view.board.enabled)
                lesson.nextStep()
                #expect(lesson.view.step == step + 1 && lesson.view.state == .playing)
            }
            #expect(!lesson.view.canRetry && !lesson.view.canHint)
            #expect(lesson.view.canOpenNextLesson == (info.number < 9))
            await model.settle()
            #expect(model.lessons.lessons.first { $0.id == info.id }?.completed == true, "the list shows the done mark")
            model.closeLesson()
        }
        #expect(model.lessons.lessons.allSatisfy(\.completed) && model.message == nil)

        // Kept by the core: after a relaunch the page shows the marks.
        await model.quit()
        let again = await makeModel(folder: folder)
        #expect(again.lessons.lessons.map(\.id) == list.map(\.id) && again.lessons.lessons.allSatisfy(\.completed))
        model.closePage()
        #expect(model.lesson == nil)
    }

    @Test func aRightMoveCarriesItsSoundCueAsTheSettingsSay() async throws {
        for sounds in [true, false] {
            let model = await makeModel()
            model.captureFeedback = sounds
            model.openLesson("capture")
            let lesson = try #require(model.lesson)
            #expect(lesson.view.board.sound == nil && lesson.view.board.captureSignal == 0)
            #expect(lesson.tap(sq("f2")) == .selected)
            #expect(lesson.tap(sq("f1")) == .wrong && lesson.view.feedback != nil)
            #expect(lesson.view.board.sound == nil, "a wrong move is taken back unheard")
            #expect(lesson.tap(sq("f2")) == .selected)
            #expect(lesson.tap(sq("d2")) == .played && lesson.view.feedback == nil)
            let cue = SoundCue(serial: 1, sound: .capture)
            #expect(lesson.view.board.sound == (sounds ? cue : nil))
            #expect(lesson.view.board.captureSignal == (sounds ? 1 : 0))
            lesson.retry()
            #expect(lesson.view.board.sound == (sounds ? cue : nil), "a retry plays nothing")
        }
    }

    @Test func theSettingsChangedWhileALessonIsOpenReachIt() async throws {
        let model = await makeModel()
        model.openLesson("capture")
        let lesson = try #require(model.lesson)
        #expect(lesson.tap(sq("f2")) == .selected)
        #expect(lesson.cells.contains { $0.target })
        model.showLegalMoves = false               // the settings, changed with the lesson open
        #expect(lesson.cells.allSatisfy { !$0.target }, "the open lesson draws without the marks at once")
        #expect(lesson.cell(sq("f2"))?.selected == true)
        model.showLegalMoves = true
        #expect(lesson.cells.contains { $0.target })
        model.captureFeedback = false
        #expect(lesson.tap(sq("d2")) == .played)
        #expect(lesson.view.board.sound == nil && lesson.view.board.captureSignal == 0, "silent as the settings say")
    }

    @Test func aFinishedLessonOffersTheNextOneAndIsRecordedOnce() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(folder: folder)
        model.openLesson("escape")
        let lesson = try #require(model.lesson)
        // The hint marks the piece to move; Retry brings the step back as it started.
        let start = pieces(lesson)
        #expect(lesson.cells.filter(\.marked).map(\.name) == ["a3"], "the king the task names")
        lesson.hint()
        let hinted = try #require(lesson.view.board.hint)
        #expect(hinted.to == nil && lesson.cell(hinted.from)?.hint == true, "a lesson's hint shows only the piece")
        try playTheRightMoves(lesson, "escape")
        #expect(lesson.view.state == .stepDone && lesson.view.praise?.isEmpty == false)
        lesson.retry()
        #expect(lesson.view.state == .playing && lesson.view.praise == nil && pieces(lesson) == start)
        try playTheRightMoves(lesson, "escape")
        lesson.nextStep()
        #expect(lesson.view.canNextStep == false)
        lesson.nextStep()                           // not done yet: refused in the core's words
        let message = try #require(lesson.view.message)
        #expect(message.error == .StepNotDone && !message.text.isEmpty)
        lesson.dismissMessage()
        #expect(lesson.view.message == nil)
        try playTheRightMoves(lesson, "escape")
        #expect(lesson.view.state == .finished && lesson.view.nextLesson == "king-capture")
        await model.settle()
        #expect(model.lessons.lessons.filter(\.completed).map(\.id) == ["escape"])

        // Playing it again does not count it twice.
        lesson.restart()
        #expect(lesson.view.step == 1 && lesson.view.state == .playing)
        try playTheRightMoves(lesson, "escape")
        lesson.nextStep()
        try playTheRightMoves(lesson, "escape")
        await model.settle()
        #expect(model.lessons.lessons.filter(\.completed).map(\.id) == ["escape"])

        model.openNextLesson()
        #expect(model.lesson?.view.id == "king-capture" && model.lesson?.view.step == 1)
        await model.quit()
        #expect(await makeModel(folder: folder).lessons.lessons.filter(\.completed).map(\.id) == ["escape"])
    }

    @Test func aLessonThatCannotBeOpenedSaysWhy() async throws {
        let model = await makeModel()
        model.openLessons()
        model.openLesson("no-such-lesson")
        #expect(model.lesson == nil && model.view.message?.error == .UnknownLesson)
        #expect(model.view.message?.text.isEmpty == false)
        model.openLesson("moving")
        #expect(model.lesson != nil && model.view.message == nil)
    }

    @Test func theListFollowsTheRulesBeingPlayed() async throws {
        let model = await makeModel(choice(.brandubh))
        model.openLessons()
        let small = model.lessons.lessons
        #expect(!small.contains { $0.topic == .shieldwall } && small.first?.id == "moving")
        #expect(small.map(\.number) == Array(1...UInt32(small.count)))
        model.closePage()

        model.start(choice(.copenhagen))
        model.openLessons()
        #expect(model.lessons.title == model.game.view.title)
        #expect(model.lessons.lessons.filter { $0.topic == .shieldwall }.count == 1)
        model.openLesson("shieldwall")
        #expect(model.lesson?.view.title == model.lessons.lessons.first { $0.topic == .shieldwall }?.title)
        #expect(model.lesson?.view.board.size == 11)
        model.closePage()

        // Custom rules: the lessons these rules have (the king escapes to the edge here).
        model.start(choice(.brandubh))
        model.openLesson("escape")
        let plain = try #require(model.lesson).view.explanation
        model.start(choice(.brandubh, rules: edgeRules))
        model.openLessons()
        #expect(model.lessons.message == nil && !model.lessons.lessons.isEmpty)
        model.openLesson("escape")
        #expect(try #require(model.lesson).view.explanation != plain, "the escape lesson says what these rules do")
    }

    @Test func theLessonsSpeakTheAppsLanguage() async throws {
        var seen: [TaflLanguage: (list: [LessonInfo], view: LessonView)] = [:]
        for language in TaflLanguage.allCases {
            let model = await makeModel(language: language)
            #expect(model.lessons.lessons.allSatisfy { !$0.title.isEmpty && !$0.summary.isEmpty && !$0.title.hasPrefix("lesson-") })
            model.openLesson("capture")
            let lesson = try #require(model.lesson)
            #expect(!lesson.view.task.isEmpty && lesson.view.explanation.allSatisfy { !$0.isEmpty })
            #expect(lesson.tap(sq("c2")) == nil)    // a defender: not the player's piece
            #expect(lesson.view.message?.error == .NotYourPiece && lesson.view.message?.text.isEmpty == false)
            seen[language] = (model.lessons.lessons, lesson.view)
        }
        let english = try #require(seen[.english])
        for language in [TaflLanguage.estonian, .russian] {
            let other = try #require(seen[language])
            #expect(other.list.map(\.id) == english.list.map(\.id))
            #expect(zip(other.list, english.list).allSatisfy { $0.title != $1.title && $0.summary != $1.summary })
            #expect(other.view.task != english.view.task && other.view.explanation != english.view.explanation)
            #expect(other.view.board.description != english.view.board.description)
            #expect(other.view.stepText != english.view.stepText && other.view.message?.text != english.view.message?.text)
        }
    }
}

// MARK: playing a lesson as a player does

/// The pieces on the board, square by square.
@MainActor
private func pieces(_ lesson: LessonModel) -> [Piece?] { lesson.cells.map(\.piece) }

/// The player's pieces on the board (the king is a defender).
@MainActor
private func ownPieces(_ lesson: LessonModel) -> [Coord] {
    let own: Set<Piece> = lesson.view.player == .attackers ? [.attacker] : [.defender, .king]
    return lesson.cells.filter { $0.piece.map { own.contains($0) } == true }.map(\.coord)
}

/// Selects `from` by a tap and returns the targets the board marks.
@MainActor
private func targets(_ lesson: LessonModel, of from: Coord) -> [Coord] {
    guard lesson.tap(from) == .selected else { return [] }
    return lesson.cells.filter(\.target).map(\.coord)
}

/// Finds a legal move the lesson refuses (every step has one) by trying the player's moves from
/// the step's start: the wrong move is explained, drawn as an arrow, and the board is back as it
/// was. A move that does the task is taken back with Retry.
@MainActor
private func refuseAWrongMove(_ lesson: LessonModel, _ what: String) throws {
    let start = pieces(lesson)
    for from in ownPieces(lesson) {
        for to in targets(lesson, of: from) {
            if lesson.cell(from)?.selected != true { _ = lesson.tap(from) }
            let outcome = lesson.tap(to)
            if outcome == .wrong {
                let feedback = try #require(lesson.view.feedback, "\(what): a wrong move says why")
                #expect(!feedback.text.isEmpty && feedback.wrongMove == MoveMark(from: from, to: to), "\(what)")
                #expect(lesson.view.board.arrows == [Arrow(from: from, to: to, kind: .wrong)],
                        "\(what): the move taken back is drawn")
                #expect(pieces(lesson) == start && lesson.view.state == .playing, "\(what): the board is back")
                #expect(lesson.view.praise == nil)
                return
            }
            #expect(outcome == .played, "\(what): \(from)-\(to)")
            lesson.retry()                          // a right move: the step from its start again
            #expect(pieces(lesson) == start)
        }
    }
    Issue.record("\(what): no legal move was refused")
}

/// Plays the hint's piece to whichever of its targets does the task (the core judges each), until
/// the step is done: every right move praised, every wrong one refused with the board unchanged.
@MainActor
private func playTheRightMoves(_ lesson: LessonModel, _ what: String) throws {
    var moves = 0
    while lesson.view.state == .playing && moves < 10 {
        lesson.hint()
        let from = try #require(lesson.view.board.hint, "\(what): a hint").from
        var played = false
        for to in targets(lesson, of: from) {
            let before = pieces(lesson)
            if lesson.cell(from)?.selected != true { _ = lesson.tap(from) }
            if lesson.tap(to) == .wrong {
                #expect(pieces(lesson) == before && lesson.view.feedback != nil, "\(what): a wrong move is taken back")
                continue
            }
            #expect(lesson.view.praise?.isEmpty == false && lesson.view.message == nil, "\(what)")
            played = true
            break
        }
        #expect(played, "\(what): no target of the hint's piece does the task")
        if !played { return }
        moves += 1
    }
}

/// Plays a whole lesson by the hint and the core's judgement.
@MainActor
func solveLesson(_ lesson: LessonModel) throws {
    while lesson.view.state != .finished {
        if lesson.view.canNextStep { lesson.nextStep() }
        try playTheRightMoves(lesson, lesson.view.id)
    }
}
