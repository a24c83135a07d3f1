import Foundation
import Testing
import TaflKit

/// The pieces of a lesson's board, square by square, to see that a refused move changed nothing.
private func pieces(_ view: LessonView) -> [Piece?] { view.board.rows.joined().map(\.piece) }

/// Plays the hint's piece to whichever of its targets does the task, until the step is done; the
/// lesson's state after it.
private func solveStep(_ lesson: LessonController) throws -> LessonState {
    while lesson.view().state == .playing {
        try lesson.hint()
        let from = try #require(lesson.view().board.hint, "a hint on the board").from
        _ = try lesson.tap(at: from)
        let targets = lesson.view().board.rows.joined().filter(\.target).map(\.coord)
        var played = false
        for to in targets where try lesson.play(from: from, to: to) == .played {
            played = true
            break
        }
        try #require(played, "no target of the hint does the task")
    }
    return lesson.view().state
}

@Suite("Lessons")
struct LessonTests {
    @Test func aLessonIsPlayedToItsEnd() throws {
        let lesson = try LessonController.start(preset: .brandubh, customRules: nil, lesson: "escape", language: "en")
        let view = lesson.view()
        #expect(view.task == "Bring the king to a corner." && view.state == .playing)
        #expect(view.stepText == "Step 1 of \(view.steps)" && view.canRetry && !view.canOpenNextLesson)
        #expect(view.board.rows.joined().filter(\.marked).map(\.name) == ["a3"])
        #expect(try lesson.play(from: sq("a3"), to: sq("b3")) == .wrong)
        let refused = lesson.view()
        #expect(pieces(refused) == pieces(view), "the board is back as it was")
        let feedback = try #require(refused.feedback)
        #expect(feedback.mistake == .notWon)
        #expect(feedback.text.hasPrefix("The king has not escaped yet.") && feedback.wrongMove.to == sq("b3"))
        #expect(refused.board.arrows == [Arrow(from: sq("a3"), to: sq("b3"), kind: .wrong)])
        lesson.dismissMessage()                     // forgets the feedback and its arrow
        #expect(lesson.view().feedback == nil && lesson.view().board.arrows.isEmpty)

        #expect(try solveStep(lesson) == .stepDone)
        #expect(lesson.view().canNextStep && lesson.view().praise?.isEmpty == false)
        try lesson.nextStep()
        #expect(lesson.view().stepText == "Step 2 of \(view.steps)")
        #expect(try solveStep(lesson) == .finished)
        let done = lesson.view()
        #expect(done.nextLesson == "king-capture" && done.canOpenNextLesson && !done.canRetry)
        let estonian = try LessonController.start(preset: .brandubh, customRules: nil, lesson: "escape", language: "et")
        #expect(estonian.view().stepText != view.stepText)
    }

    @Test func everyLessonRefusalIsReachableAndInTheView() throws {
        var seen = Set<String>()
        func refused<T>(_ body: () throws -> T) -> GameError? {
            let error = errorOf(body)
            if let error { seen.insert(error.code) }
            return error
        }
        #expect(refused { try LessonController.start(preset: .brandubh, customRules: nil, lesson: "shieldwall", language: "en") } == .UnknownLesson)
        #expect(refused { try LessonController.start(preset: .brandubh, customRules: "dim:7", lesson: "moving", language: "en") } == .BadRules)
        let unsupported = "dim:7 tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        #expect(refused { try LessonController.start(preset: .brandubh, customRules: unsupported, lesson: "moving", language: "en") } == .UnsupportedRules)
        let lesson = try LessonController.start(preset: .brandubh, customRules: nil, lesson: "capture", language: "en")
        let before = pieces(lesson.view())
        #expect(refused { try lesson.tap(at: Coord(file: 9, rank: 9)) } == .OffBoard)
        #expect(refused { _ = try lesson.play(from: sq("a1"), to: sq("a2")) } == .NoPiece)
        #expect(refused { try lesson.tap(at: sq("c2")) } == .NotYourPiece)
        #expect(lesson.view().message == Message(error: .NotYourPiece, text: "That piece belongs to the other side."))
        #expect(refused { _ = try lesson.play(from: sq("f2"), to: sq("b2")) } == .IllegalMove)
        #expect(lesson.view().message?.error == .IllegalMove && lesson.view().message?.text.isEmpty == false)
        #expect(refused { try lesson.nextStep() } == .StepNotDone)
        #expect(lesson.view().message?.error == .StepNotDone)
        #expect(pieces(lesson.view()) == before, "refusals change nothing")
        #expect(try lesson.tap(at: sq("f2")) == .selected)
        #expect(lesson.view().message == nil, "the next action forgets the message")
        #expect(try lesson.tap(at: sq("d2")) == .played)
        #expect(refused { try lesson.hint() } == .StepDone)
        try lesson.nextStep()
        #expect(try lesson.dragStart(at: sq("a3")) == .selected)
        #expect(try lesson.dropOn(at: sq("c3")) == .played)
        #expect(refused { try lesson.nextStep() } == .LessonFinished)
        #expect(lesson.view().message?.error == .LessonFinished)
        lesson.restart()
        #expect(lesson.view().step == 1)
        #expect(seen == ["UnknownLesson", "BadRules", "UnsupportedRules", "OffBoard", "NoPiece", "NotYourPiece",
                         "IllegalMove", "StepNotDone", "StepDone", "LessonFinished"])
    }
}
