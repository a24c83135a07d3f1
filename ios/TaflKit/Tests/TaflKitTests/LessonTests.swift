import Foundation
import Testing
import TaflKit

/// The pieces of a lesson's board, square by square, to see that a refused move changed nothing.
private func pieces(_ view: LessonView) -> [Piece?] { view.board.rows.joined().map(\.piece) }

/// Plays the hint's piece to whichever of its targets does the task, until the step is done.
private func solveStep(_ lesson: LessonController) throws -> LessonVerdict {
    while true {
        let from = try lesson.hint()
        _ = try lesson.tap(at: from)
        let targets = lesson.view().board.rows.joined().filter(\.target).map(\.coord)
        var verdict: LessonVerdict?
        for to in targets {
            let tried = try lesson.play(from: from, to: to)
            if case .wrong = tried { continue }
            verdict = tried
            break
        }
        let done = try #require(verdict, "no target of the hint does the task")
        if done != .answered { return done }
    }
}

@Suite("Lessons")
struct LessonTests {
    @Test func theListFollowsTheRules() throws {
        let progress = LessonProgress()
        let brandubh = try progress.lessons(preset: .brandubh, customRules: nil, language: "en")
        #expect(brandubh.count == 9 && brandubh.first?.title == "How pieces move")
        #expect(!brandubh.contains { $0.topic == .shieldwall })
        let copenhagen = try progress.lessons(preset: .copenhagen, customRules: nil, language: "ru")
        #expect(copenhagen.contains { $0.topic == .shieldwall && $0.title == "Стена щитов" })
        #expect(copenhagen.allSatisfy { !$0.completed })
    }

    @Test func aLessonIsPlayedToItsEndAndRecordedOnce() throws {
        let progress = LessonProgress()
        let lesson = try LessonController.start(preset: .brandubh, customRules: nil, lesson: "escape", language: "en")
        let view = lesson.view()
        #expect(view.task == "Bring the king to a corner." && view.state == .playing)
        #expect(view.board.rows.joined().filter(\.marked).map(\.name) == ["a3"])
        #expect(try lesson.play(from: sq("a3"), to: sq("b3")) == .wrong(mistake: .notWon))
        let refused = lesson.view()
        #expect(pieces(refused) == pieces(view), "the board is back as it was")
        let feedback = try #require(refused.feedback)
        #expect(feedback.text.hasPrefix("The king has not escaped yet.") && feedback.wrongMove.to == sq("b3"))

        #expect(try solveStep(lesson) == .stepDone)
        #expect(lesson.view().canNextStep)
        #expect(!progress.record(lesson: lesson), "not finished yet")
        try lesson.nextStep()
        #expect(try solveStep(lesson) == .lessonDone)
        #expect(lesson.view().state == .finished && lesson.view().nextLesson == "king-capture")
        #expect(progress.record(lesson: lesson))
        #expect(!progress.record(lesson: lesson), "recorded once")

        let again = LessonProgress.restore(json: progress.toJson())
        #expect(again.toJson() == progress.toJson())
        let done = try again.lessons(preset: .brandubh, customRules: nil, language: "et").filter(\.completed).map(\.id)
        #expect(done == ["escape"])
        try again.reset(preset: .brandubh, customRules: nil)
        #expect(try again.lessons(preset: .brandubh, customRules: nil, language: "en").allSatisfy { !$0.completed })
        let damaged = LessonProgress.restore(json: "{ damaged")
        #expect(try damaged.lessons(preset: .brandubh, customRules: nil, language: "en").allSatisfy { !$0.completed })
    }

    @Test func everyLessonErrorIsReachableAndWorded() throws {
        var seen = Set<String>()
        func refused<T>(_ body: () throws -> T) -> LessonError? {
            let error = lessonErrorOf(body)
            if let error { seen.insert(String(describing: error)) }
            return error
        }
        #expect(refused { try LessonController.start(preset: .brandubh, customRules: nil, lesson: "shieldwall", language: "en") } == .UnknownLesson)
        #expect(refused { try LessonController.start(preset: .brandubh, customRules: "dim:7", lesson: "moving", language: "en") } == .BadRules)
        let unsupported = "dim:7 tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        #expect(refused { try LessonController.start(preset: .brandubh, customRules: unsupported, lesson: "moving", language: "en") } == .UnsupportedRules)
        let lesson = try LessonController.start(preset: .brandubh, customRules: nil, lesson: "capture", language: "en")
        let before = pieces(lesson.view())
        #expect(refused { try lesson.tap(at: Coord(file: 9, rank: 9)) } == .OffBoard)
        #expect(refused { try lesson.play(from: sq("a1"), to: sq("a2")) } == .NoPiece)
        #expect(refused { try lesson.tap(at: sq("c2")) } == .NotYourPiece)
        #expect(lesson.view().message?.text == "That piece belongs to the other side.")
        #expect(refused { try lesson.play(from: sq("f2"), to: sq("b2")) } == .IllegalMove)
        #expect(refused { try lesson.nextStep() } == .StepNotDone)
        #expect(pieces(lesson.view()) == before, "refusals change nothing")
        #expect(try lesson.tap(at: sq("f2")) == .selected)
        #expect(try lesson.tap(at: sq("d2")) == .played)
        #expect(refused { try lesson.hint() } == .StepDone)
        try lesson.nextStep()
        #expect(try lesson.dragStart(at: sq("a3")) == .selected)
        #expect(try lesson.dropOn(at: sq("c3")) == .played)
        #expect(refused { try lesson.nextStep() } == .LessonFinished)
        lesson.restart()
        #expect(lesson.view().step == 1)
        #expect(allLessonErrors.count == 10 && Set(allLessonErrors.map { String(describing: $0) }) == seen)
        for code in ["en", "et", "ru"] {
            let texts = allLessonErrors.map { lessonErrorText(error: $0, language: code) }
            #expect(texts.allSatisfy { !$0.isEmpty && !$0.hasPrefix("lesson-") })
        }
        #expect(lessonErrorText(error: .StepNotDone, language: "et") == "Tee kõigepealt see samm lõpuni.")
    }
}
