import SwiftUI
import TaflGame
import TaflKit

/// The lessons of the rules being played (the core's list: none that these rules do not have), in
/// order, each with what it teaches and a mark once completed; a lesson opens on its own page.
struct LessonsPage: View {
    let model: AppModel

    var body: some View {
        let t = model.texts
        let lessons = model.lessons
        List {
            if let message = model.view.message {
                Text(message.text)
                    .font(.callout)
                    .foregroundStyle(.red)
            }
            Section(lessons.title) {
                if let problem = lessons.message {
                    Text(problem.text)
                        .foregroundStyle(.secondary)
                } else if lessons.lessons.isEmpty {
                    Text(t(.lessonsNone))
                        .foregroundStyle(.secondary)
                }
                ForEach(lessons.lessons, id: \.id) { info in
                    Button { model.openLesson(info.id) } label: {
                        LessonRow(info: info, completed: t(.lessonCompleted))
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .navigationTitle(t(.pageLessons))
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(isPresented: Binding(get: { @MainActor in model.lesson != nil },
                                                    set: { @MainActor shown in if !shown { model.closeLesson() } })) {
            if let lesson = model.lesson {
                LessonPage(lesson: lesson, nextLesson: { model.openNextLesson() })
            }
        }
    }
}

/// One lesson of the list: its number, title and summary, and a check mark once completed.
struct LessonRow: View {
    let info: LessonInfo
    let completed: String

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(verbatim: "\(info.number)")
                .font(.headline.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(minWidth: 24, alignment: .trailing)
            VStack(alignment: .leading, spacing: 2) {
                Text(info.title)
                    .font(.headline)
                Text(info.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: info.completed ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(info.completed ? Color.green : Color.secondary)
                .accessibilityLabel(info.completed ? completed : "")
                .accessibilityHidden(!info.completed)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }
}

/// A lesson: where in it ("Step 2 of 3"), what the step explains, the task, the board (the squares
/// the task names marked, the hint's piece, a wrong move taken back), the core's feedback after a
/// wrong move or praise after a right one, and the buttons the lesson's state offers.
struct LessonPage: View {
    let lesson: LessonModel
    let nextLesson: @MainActor () -> Void

    var body: some View {
        let t = lesson.texts
        let view = lesson.view
        ScrollView {
            VStack(spacing: 12) {
                Text(view.stepText)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(view.explanation.indices, id: \.self) { i in
                        Text(view.explanation[i])
                            .fixedSize(horizontal: false, vertical: true)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                VStack(alignment: .leading, spacing: 4) {
                    Text(t(.lessonTask))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(view.task)
                        .font(.headline)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
                .accessibilityElement(children: .combine)
                BoardGrid(model: lesson)
                    .frame(maxWidth: 560)
                LessonAnswer(lesson: lesson)
                LessonButtons(lesson: lesson, nextLesson: nextLesson)
            }
            .padding()
        }
        .navigationTitle(view.title)
        .navigationBarTitleDisplayMode(.inline)
        .modifier(GameSounds(board: view.board))
    }
}

/// What the lesson says to the last move or action: why a move was wrong (tap to dismiss), what a
/// right one did, or why an action was refused.
struct LessonAnswer: View {
    let lesson: LessonModel

    var body: some View {
        VStack(spacing: 6) {
            if let feedback = lesson.view.feedback {
                Label { Text(feedback.text) } icon: { Image(systemName: "xmark.circle.fill").foregroundStyle(.red) }
                    .onTapGesture { lesson.dismissMessage() }
            }
            if let praise = lesson.view.praise {
                Label { Text(praise) } icon: { Image(systemName: "checkmark.circle.fill").foregroundStyle(.green) }
            }
            if let message = lesson.view.message {
                Text(message.text)
                    .font(.callout)
                    .foregroundStyle(.red)
                    .onTapGesture { lesson.dismissMessage() }
            }
        }
        .multilineTextAlignment(.leading)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Hint and Retry while a step is played, Next step once it is done; once the lesson is finished,
/// the lesson again and the next lesson. One row when it fits, two otherwise.
struct LessonButtons: View {
    let lesson: LessonModel
    let nextLesson: @MainActor () -> Void

    var body: some View {
        let t = lesson.texts
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) { buttons(t) }
            VStack(spacing: 8) { buttons(t) }
        }
        .buttonStyle(.bordered)
    }

    @ViewBuilder private func buttons(_ t: AppTexts) -> some View {
        if lesson.view.state == .finished {
            Button(t(.lessonRestart)) { lesson.restart() }
            if lesson.view.canOpenNextLesson {
                Button(t(.lessonNextLesson), action: nextLesson)
                    .buttonStyle(.borderedProminent)
            }
        } else {
            Button(t(.actionHint)) { lesson.hint() }
                .disabled(!lesson.view.canHint)
            Button(t(.lessonRetry)) { lesson.retry() }
                .disabled(!lesson.view.canRetry)
            if lesson.view.canNextStep {
                Button(t(.lessonNextStep)) { lesson.nextStep() }
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
