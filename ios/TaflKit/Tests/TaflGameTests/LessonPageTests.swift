import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The lessons page: the lessons of the rules being played with their done marks, a lesson played
/// step by step as a player does (taps; the hint; a wrong move explained and taken back; a right
/// one praised), the progress kept in its file and read back.
@Suite("Lessons page")
@MainActor
struct LessonPageTests {
    @Test func everyLessonOfBrandubhTakesTheRightMoveAndRefusesAWrongOne() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        model.openLessons()
        #expect(model.page == .lessons)
        let lessons = try #require(model.lessons)
        #expect(lessons.rulesName == model.view.title && lessons.problem == nil)
        #expect(lessons.lessons.count == 9 && lessons.lessons.allSatisfy { !$0.completed })

        for info in lessons.lessons {
            lessons.open(info.id)
            let lesson = try #require(lessons.lesson)
            #expect(lesson.view.id == info.id && lesson.view.title == info.title && lesson.view.step == 1)
            #expect(lesson.view.steps == info.steps)
            while true {
                let step = lesson.view.step
                #expect(lesson.stepText == "Step \(step)/\(lesson.view.steps)")
                #expect(!lesson.view.task.isEmpty && !lesson.view.explanation.isEmpty, "\(info.id) step \(step)")
                try refuseAWrongMove(lesson, "\(info.id) step \(step)")
                try playTheRightMoves(lesson, "\(info.id) step \(step)")
                if lesson.view.state == .finished { break }
                #expect(lesson.view.state == .stepDone && lesson.view.canNextStep && !lesson.view.boardEnabled)
                lesson.nextStep()
                #expect(lesson.view.step == step + 1 && lesson.view.state == .playing)
            }
            #expect(lesson.isFinished && !lesson.canRetry && !lesson.view.canHint)
            #expect(lesson.canOpenNextLesson == (info.number < 9))
            #expect(lessons.lessons.first { $0.id == info.id }?.completed == true, "the list shows the done mark")
            lessons.closeLesson()
        }
        #expect(lessons.lessons.allSatisfy(\.completed) && lessons.notice == nil)

        // Kept in its file: the lessons page opened again (a new model, as after a relaunch) shows
        // the marks; the progress is the core's JSON.
        let again = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "Brandubh",
                                 preferences: defaultPreferences(), store: FileStore(directory: folder), texts: texts())
        #expect(again.lessons.map(\.id) == lessons.lessons.map(\.id) && again.lessons.allSatisfy(\.completed))
        let saved = try String(contentsOf: FileStore(directory: folder).url(.lessons), encoding: .utf8)
        #expect(saved == lessons.progress.toJson())
        model.closePage()
        #expect(model.lessons == nil)
    }

    @Test func aRightMoveCarriesItsSoundCueAsTheSettingsSay() throws {
        var quiet = defaultPreferences()
        quiet.captureFeedback = false
        for (preferences, sounds) in [(defaultPreferences(), true), (quiet, false)] {
            let lessons = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "", preferences: preferences,
                                       store: FileStore(directory: temporaryFolder()), texts: texts())
            lessons.open("capture")
            let lesson = try #require(lessons.lesson)
            #expect(lesson.view.sound == nil && lesson.view.captureSignal == 0)
            #expect(lesson.tap(sq("f2")) == .selected)
            #expect(lesson.tap(sq("f1")) == .played && lesson.view.feedback != nil)
            #expect(lesson.view.sound == nil, "a wrong move is taken back unheard")
            #expect(lesson.tap(sq("f2")) == .selected)
            #expect(lesson.tap(sq("d2")) == .played && lesson.view.feedback == nil)
            let cue = SoundCue(serial: 1, sound: .capture)
            #expect(lesson.view.sound == (sounds ? cue : nil))
            #expect(lesson.view.captureSignal == (sounds ? 1 : 0))
            lesson.retry()
            #expect(lesson.view.sound == (sounds ? cue : nil), "a retry plays nothing")
        }
    }

    @Test func aFinishedLessonOffersTheNextOneAndIsRecordedOnce() throws {
        let folder = temporaryFolder()
        let lessons = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "Brandubh",
                                   preferences: defaultPreferences(), store: FileStore(directory: folder), texts: texts())
        lessons.open("escape")
        let lesson = try #require(lessons.lesson)
        // The hint marks the piece to move; Retry brings the step back as it started.
        let start = pieces(lesson)
        #expect(lesson.boardView.rows.joined().filter(\.marked).map(\.name) == ["a3"], "the king the task names")
        lesson.hint()
        let hinted = try #require(lesson.view.hint)
        #expect(lesson.boardView.cell(hinted)?.hint == true)
        try playTheRightMoves(lesson, "escape")
        #expect(lesson.view.state == .stepDone && lesson.view.praise?.isEmpty == false)
        lesson.retry()
        #expect(lesson.view.state == .playing && lesson.view.praise == nil && pieces(lesson) == start)
        try playTheRightMoves(lesson, "escape")
        lesson.nextStep()
        #expect(lesson.view.canNextStep == false)
        lesson.nextStep()                           // not done yet: refused in the core's words
        #expect(lesson.message == lessonErrorText(error: .StepNotDone, language: "en"))
        lesson.dismissMessage()
        #expect(lesson.message == nil)
        try playTheRightMoves(lesson, "escape")
        #expect(lesson.isFinished && lesson.view.nextLesson == "king-capture")
        let written = try String(contentsOf: FileStore(directory: folder).url(.lessons), encoding: .utf8)

        // Playing it again does not count it twice; the file is not written again.
        lesson.restart()
        #expect(lesson.view.step == 1 && lesson.view.state == .playing)
        try playTheRightMoves(lesson, "escape")
        lesson.nextStep()
        try playTheRightMoves(lesson, "escape")
        #expect(try String(contentsOf: FileStore(directory: folder).url(.lessons), encoding: .utf8) == written)
        #expect(!FileManager.default.fileExists(atPath: FileStore(directory: folder).url(.lessons, ".bak").path))

        lessons.openNextLesson()
        #expect(lessons.lesson?.view.id == "king-capture" && lessons.lesson?.view.step == 1)
        #expect(lessons.lessons.filter(\.completed).map(\.id) == ["escape"])
    }

    @Test func aDamagedProgressFileReadsAsTheLastGoodCopyOrAsNothingDone() throws {
        let folder = temporaryFolder()
        let store = FileStore(directory: folder)
        let done = LessonProgress()
        let lesson = try LessonController.start(preset: .brandubh, customRules: nil, lesson: "moving", language: "en")
        try solveLesson(lesson)
        #expect(done.record(lesson: lesson))
        try store.save(done.toJson(), as: .lessons)
        try store.save("{\"completed\": {\"brandubh\": [\"mov", as: .lessons)     // cut off
        let fromBackup = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "",
                                      preferences: defaultPreferences(), store: store, texts: texts())
        #expect(fromBackup.lessons.filter(\.completed).map(\.id) == ["moving"], "the copy before it is read")

        try FileManager.default.removeItem(at: store.url(.lessons, ".bak"))
        let damaged = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "",
                                   preferences: defaultPreferences(), store: store, texts: texts())
        #expect(damaged.lessons.count == 9 && damaged.lessons.allSatisfy { !$0.completed })
        #expect(damaged.problem == nil && damaged.notice == nil)
    }

    @Test func aFullDiskKeepsTheProgressInMemoryAndSaysSo() throws {
        let folder = temporaryFolder()
        let disk = FlakyDisk()
        let lessons = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "",
                                   preferences: defaultPreferences(), store: FileStore(directory: folder, writer: disk), texts: texts())
        disk.set(.full)
        lessons.open("moving")
        let lesson = try #require(lessons.lesson)
        try solveLesson(lesson.controller)
        lesson.dismissMessage()                     // any input reads the view again: finished, recorded
        #expect(lesson.isFinished && lessons.notice == texts()(.messageStorageFailed))
        #expect(lessons.lessons.first?.completed == true, "kept in memory")
        #expect(!FileManager.default.fileExists(atPath: FileStore(directory: folder).url(.lessons).path))

        disk.set(.none)
        lessons.open("capture")                     // written again with the next lesson opened
        #expect(lessons.notice == nil)
        let reread = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "",
                                  preferences: defaultPreferences(), store: FileStore(directory: folder), texts: texts())
        #expect(reread.lessons.filter(\.completed).map(\.id) == ["moving"])
    }

    @Test func theListFollowsTheRulesBeingPlayed() async throws {
        let brandubh = await makeModel(choice(.brandubh))
        brandubh.openLessons()
        let small = try #require(brandubh.lessons).lessons
        #expect(!small.contains { $0.topic == .shieldwall } && small.first?.id == "moving")
        #expect(small.map(\.number) == Array(1...UInt32(small.count)))

        let copenhagen = await makeModel(choice(.copenhagen))
        copenhagen.openLessons()
        let large = try #require(copenhagen.lessons)
        #expect(large.rulesName == copenhagen.view.title)
        #expect(large.lessons.filter { $0.topic == .shieldwall }.count == 1)
        large.open("shieldwall")
        #expect(large.lesson?.view.title == large.lessons.first { $0.topic == .shieldwall }?.title)
        #expect(large.lesson?.boardView.size == 11)

        // Custom rules: the lessons these rules have (the king escapes to the edge here).
        let custom = await makeModel(choice(.brandubh, rules: edgeRules))
        custom.openLessons()
        let edge = try #require(custom.lessons)
        #expect(edge.problem == nil && !edge.lessons.isEmpty)
        edge.open("escape")
        let escape = try #require(edge.lesson)
        #expect(escape.view.explanation != { () -> [String] in
            let plain = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "",
                                     preferences: defaultPreferences(), store: FileStore(directory: temporaryFolder()), texts: texts())
            plain.open("escape")
            return plain.lesson?.view.explanation ?? []
        }(), "the escape lesson says what these rules do")
    }

    @Test func theLessonsSpeakTheAppsLanguage() async throws {
        var seen: [TaflLanguage: (list: [LessonInfo], view: LessonView, step: String)] = [:]
        for language in TaflLanguage.allCases {
            let lessons = LessonsModel(preset: .brandubh, customRules: nil, rulesName: "",
                                       preferences: defaultPreferences(), store: FileStore(directory: temporaryFolder()), texts: texts(language))
            #expect(lessons.lessons.allSatisfy { !$0.title.isEmpty && !$0.summary.isEmpty && !$0.title.hasPrefix("lesson-") })
            lessons.open("capture")
            let lesson = try #require(lessons.lesson)
            #expect(!lesson.view.task.isEmpty && lesson.view.explanation.allSatisfy { !$0.isEmpty })
            lesson.tap(sq("c2"))                    // a defender: not the player's piece
            #expect(lesson.message == lessonErrorText(error: .NotYourPiece, language: language.rawValue))
            seen[language] = (lessons.lessons, lesson.view, lesson.stepText)
        }
        let english = try #require(seen[.english])
        for language in [TaflLanguage.estonian, .russian] {
            let other = try #require(seen[language])
            #expect(other.list.map(\.id) == english.list.map(\.id))
            #expect(zip(other.list, english.list).allSatisfy { $0.title != $1.title && $0.summary != $1.summary })
            #expect(other.view.task != english.view.task && other.view.explanation != english.view.explanation)
            #expect(other.view.board.description != english.view.board.description)
            #expect(other.step != english.step && other.step.hasSuffix(" 1/\(english.view.steps)"))
        }
    }
}

// MARK: playing a lesson as a player does

/// The pieces on the board, square by square.
@MainActor
private func pieces(_ lesson: LessonModel) -> [Piece?] { lesson.boardView.rows.joined().map(\.piece) }

/// The player's pieces on the board (the king is a defender).
@MainActor
private func ownPieces(_ lesson: LessonModel) -> [Coord] {
    let own: Set<Piece> = lesson.view.player == .attackers ? [.attacker] : [.defender, .king]
    return lesson.boardView.rows.joined().filter { $0.piece.map { own.contains($0) } == true }.map(\.coord)
}

/// Selects `from` by a tap and returns the targets the board marks.
@MainActor
private func targets(_ lesson: LessonModel, of from: Coord) -> [Coord] {
    guard lesson.tap(from) == .selected else { return [] }
    return lesson.boardView.rows.joined().filter(\.target).map(\.coord)
}

/// Finds a legal move the lesson refuses (every step has one) by trying the player's moves from
/// the step's start: the refused move is explained, marked, and the board is back as it was. A
/// move that does the task is taken back with Retry.
@MainActor
private func refuseAWrongMove(_ lesson: LessonModel, _ what: String) throws {
    let start = pieces(lesson)
    for from in ownPieces(lesson) {
        for to in targets(lesson, of: from) {
            if lesson.boardView.cell(from)?.selected != true { _ = lesson.tap(from) }
            #expect(lesson.tap(to) == .played, "\(what): \(from)-\(to)")
            if let feedback = lesson.view.feedback {
                #expect(!feedback.text.isEmpty && feedback.wrongMove == MoveMark(from: from, to: to), "\(what)")
                #expect(lesson.playedMove == feedback.wrongMove, "\(what): the move taken back is marked")
                #expect(pieces(lesson) == start && lesson.view.state == .playing, "\(what): the board is back")
                #expect(lesson.view.praise == nil)
                return
            }
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
        let from = try #require(lesson.view.hint, "\(what): a hint")
        var played = false
        for to in targets(lesson, of: from) {
            let before = pieces(lesson)
            if lesson.boardView.cell(from)?.selected != true { _ = lesson.tap(from) }
            lesson.tap(to)
            if lesson.view.feedback != nil {
                #expect(pieces(lesson) == before, "\(what): a wrong move is taken back")
                continue
            }
            #expect(lesson.view.praise?.isEmpty == false && lesson.message == nil, "\(what)")
            played = true
            break
        }
        #expect(played, "\(what): no target of the hint's piece does the task")
        if !played { return }
        moves += 1
    }
}

/// Plays a whole lesson on the core's controller (for a progress file made without the page).
private func solveLesson(_ lesson: LessonController) throws {
    while lesson.view().state != .finished {
        if lesson.view().canNextStep { try lesson.nextStep() }
        let from = try lesson.hint()
        _ = try lesson.tap(at: from)
        let targets = lesson.view().board.rows.joined().filter(\.target).map(\.coord)
        for to in targets {
            if case .wrong = try lesson.play(from: from, to: to) { continue }
            break
        }
    }
}
