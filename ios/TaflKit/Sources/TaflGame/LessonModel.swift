// The lessons: the list of the lessons of the rules being played (each with its done mark) and the
// lesson being played. Which lessons there are, the positions, what a move does to the task and
// every word of a lesson are the core's (`LessonProgress`, `LessonController`); here the player's
// input goes in, the view comes out, and the lessons completed are kept in their file. Every call
// of a lesson answers at once (the other side's answers take milliseconds, without threads).
import Foundation
import Observation
import TaflKit

/// The lessons page: the lessons of one rule set and, while one is open, that lesson.
@MainActor
@Observable
public final class LessonsModel {
    /// The lessons of the rules, in order, in the app's language, each marked completed or not.
    public private(set) var lessons: [LessonInfo] = []
    /// Why these rules have no lessons to list (custom rules the core cannot play), in its words.
    public private(set) var problem: String?
    /// The lesson being played.
    public private(set) var lesson: LessonModel?
    /// The rules' name, over the list ("Brandubh").
    public let rulesName: String
    /// The app's own message: the progress could not be written.
    public private(set) var notice: String?
    public let texts: AppTexts

    @ObservationIgnored let progress: LessonProgress
    @ObservationIgnored private let preset: Preset
    @ObservationIgnored private let customRules: String?
    @ObservationIgnored private let preferences: Preferences
    @ObservationIgnored private let store: FileStore
    @ObservationIgnored private var written: String?

    /// The lessons of `preset`, or of custom rules chosen from it, with the progress read from
    /// `store` (a damaged or missing file: nothing completed yet); the lessons sound as
    /// `preferences` say.
    init(preset: Preset, customRules: String?, rulesName: String, preferences: Preferences, store: FileStore,
         texts: AppTexts) {
        self.preset = preset
        self.customRules = customRules
        self.preferences = preferences
        self.rulesName = rulesName
        self.store = store
        self.texts = texts
        progress = store.loadProgress(.lessons) { LessonProgress.restore(json: $0) }
        written = progress.toJson()
        refreshList()
    }

    public var language: String { texts.language.rawValue }

    /// Opens the lesson `id` at its first step (an id of `lessons`). A progress that could not be
    /// written (a full disk) is written again now.
    public func open(_ id: String) {
        write()
        do {
            let controller = try LessonController.start(preset: preset, customRules: customRules, lesson: id,
                                                        language: language)
            lesson = LessonModel(controller: controller, preferences: preferences, texts: texts) { [weak self] in
                self?.record($0)
            }
        } catch {
            problem = lessonWords(error)
        }
    }

    /// From a finished lesson: the lesson after it.
    public func openNextLesson() {
        guard let next = lesson?.view.nextLesson else { return }
        open(next)
    }

    /// Back to the list.
    public func closeLesson() { lesson = nil }

    // MARK: internals

    /// A lesson just finished is counted once and the progress written (a failure says so and is
    /// tried again with the next lesson opened); the list shows its mark.
    private func record(_ controller: LessonController) {
        guard progress.record(lesson: controller) else { return }
        write()
        refreshList()
    }

    private func write() {
        let text = progress.toJson()
        guard text != written else { return }
        do {
            try store.save(text, as: .lessons)
            written = text
            notice = nil
        } catch {
            notice = texts(.messageStorageFailed)
        }
    }

    private func refreshList() {
        do {
            lessons = try progress.lessons(preset: preset, customRules: customRules, language: language)
            problem = nil
        } catch {
            lessons = []
            problem = lessonWords(error)
        }
    }

    private func lessonWords(_ error: Error) -> String {
        (error as? LessonError).map { lessonErrorText(error: $0, language: language) } ?? String(describing: error)
    }
}

/// One lesson being played: its view (title, step, explanation, task, the board with the task's
/// squares and the hint, feedback after a wrong move, praise after a right one) and its buttons.
@MainActor
@Observable
public final class LessonModel: BoardSource {
    /// Everything the lesson page shows, in the app's language.
    public private(set) var view: LessonView
    public let texts: AppTexts

    @ObservationIgnored let controller: LessonController
    /// Told after every change while the lesson is finished (the list counts it once).
    @ObservationIgnored private let finished: @MainActor (LessonController) -> Void

    init(controller: LessonController, preferences: Preferences, texts: AppTexts,
         finished: @escaping @MainActor (LessonController) -> Void) {
        self.controller = controller
        self.texts = texts
        self.finished = finished
        controller.setPreferences(preferences: preferences)
        view = controller.view()
    }

    // MARK: what the page shows

    public var boardView: BoardView { view.board }
    public var lastMove: LastMove? { view.lastMove }
    public var moveSerial: UInt64 { view.moveSerial }
    /// The hint is the core's own mark on the board; nothing else is marked as a move.
    public var markedMove: MoveMark? { nil }
    /// A wrong move, taken back: where it went, while its feedback shows.
    public var playedMove: MoveMark? { view.feedback?.wrongMove }

    /// "Step 2/3".
    public var stepText: String { "\(texts(.lessonStep)) \(view.step)/\(view.steps)" }

    /// Why the last action was refused, in the core's words.
    public var message: String? { view.message?.text }

    public var isFinished: Bool { view.state == .finished }

    /// The step again from its start, while it is being played or once it is done.
    public var canRetry: Bool { view.state != .finished }

    /// The lesson after this one, once this one is finished.
    public var canOpenNextLesson: Bool { isFinished && view.nextLesson != nil }

    // MARK: input

    /// Selects, deselects or plays (the core judges the move: the view's feedback or praise).
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? { act { try controller.tap(at: coord) } }

    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { act { try controller.dragStart(at: coord) } }

    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { act { try controller.dropOn(at: coord) } }

    /// Marks the piece to move.
    public func hint() { act { try controller.hint() } }

    public func retry() { act { controller.retry() } }

    /// The lesson again from its first step.
    public func restart() { act { controller.restart() } }

    public func nextStep() { act { try controller.nextStep() } }

    /// Forgets the message and the feedback shown.
    public func dismissMessage() { act { controller.dismissMessage() } }

    // MARK: internals

    /// Runs one input (a refusal is worded in the view's message) and reads the view again.
    @discardableResult
    private func act<T>(_ input: () throws -> T) -> T? {
        let result = try? input()
        view = controller.view()
        if view.state == .finished { finished(controller) }
        return result
    }
}
