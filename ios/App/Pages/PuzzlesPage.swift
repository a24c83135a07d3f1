import SwiftUI
import TaflGame
import TaflKit

/// The puzzles: a set per variant (how many are solved, in the core's words), the way to the first
/// one not solved yet, and every puzzle of the set shown with its goal, rating and the player's
/// record; a puzzle opens on its own page.
struct PuzzlesPage: View {
    let puzzles: PuzzlesModel

    var body: some View {
        let t = puzzles.texts
        List {
            if let notice = puzzles.notice {
                Text(notice)
                    .font(.callout)
                    .foregroundStyle(.red)
            }
            Section {
                Picker(t(.pagePuzzles), selection: Binding(get: { @MainActor in puzzles.chosenSet },
                                                           set: { @MainActor set in puzzles.choose(set: set) })) {
                    ForEach(puzzles.sets, id: \.preset) { option in
                        Text(option.name).tag(option.preset)
                    }
                }
                .pickerStyle(.segmented)
                if let shown = puzzles.sets.first(where: { $0.preset == puzzles.chosenSet }) {
                    Text(shown.progressText)
                        .foregroundStyle(.secondary)
                }
                Button(t(.puzzleNextUnsolved)) { puzzles.openNextUnsolved() }
                    .disabled(puzzles.nextUnsolved == nil)
            }
            Section {
                ForEach(puzzles.entries, id: \.id) { entry in
                    Button { puzzles.open(entry.id) } label: {
                        PuzzleRow(entry: entry)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .navigationTitle(t(.pagePuzzles))
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(isPresented: Binding(get: { @MainActor in puzzles.puzzle != nil },
                                                    set: { @MainActor shown in if !shown { puzzles.closePuzzle() } })) {
            if let puzzle = puzzles.puzzle {
                PuzzlePage(puzzle: puzzle, nextUnsolved: puzzles.nextUnsolved == nil ? nil : { @MainActor in
                    puzzles.openNextUnsolved()
                })
            }
        }
    }
}

/// One puzzle of a set: its number, what it asks, its rating and difficulty, and the player's
/// record (a mark and the core's words: solved, failed, not tried yet).
struct PuzzleRow: View {
    let entry: PuzzleEntry

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(tint)
                .frame(width: 24)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.title)
                    .font(.headline)
                Text(entry.goal)
                    .font(.subheadline)
                Text(verbatim: "\(entry.ratingText) · \(entry.recordText)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }

    private var symbol: String {
        if entry.record.solved { return "checkmark.circle.fill" }
        return entry.record.failed > 0 ? "xmark.circle" : "circle"
    }

    private var tint: Color {
        if entry.record.solved { return .green }
        return entry.record.failed > 0 ? .orange : .secondary
    }
}

/// A puzzle: its goal, where the attempt stands (the moves left, what the core is checking, how it
/// ended), the board, the core's answer to the last action, and Hint, Show solution and Restart;
/// once the solution is shown, its steps and its moves to tap. While the core checks a move off
/// the main line the board waits and a bar shows; leaving the page stops the check.
struct PuzzlePage: View {
    let puzzle: PuzzleModel
    let nextUnsolved: (@MainActor () -> Void)?

    var body: some View {
        let t = puzzle.texts
        let view = puzzle.view
        ScrollView {
            VStack(spacing: 12) {
                VStack(spacing: 4) {
                    Text(view.goal)
                        .font(.headline)
                    Text(view.headline)
                        .font(.subheadline)
                    Text(verbatim: "\(view.ratingText) · \(view.difficultyText)")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .multilineTextAlignment(.center)
                .accessibilityElement(children: .combine)
                if puzzle.isBusy {
                    ProgressView()
                        .progressViewStyle(.linear)
                }
                BoardGrid(model: puzzle)
                    .frame(maxWidth: 560)
                if let message = view.message {
                    PuzzleMessageView(message: message)
                        .onTapGesture { puzzle.dismissMessage() }
                }
                if let solution = view.solution {
                    ReplayControls(replay: solution, texts: t, step: { puzzle.solutionStep(forward: $0) }, leave: nil)
                }
                PuzzleButtons(puzzle: puzzle, nextUnsolved: nextUnsolved)
                if !view.moveList.isEmpty {
                    LazyVStack(alignment: .leading, spacing: 4) {
                        MoveRows(turns: view.moveList, shown: view.solution?.ply ?? UInt32.max) { ply in
                            if puzzle.view.solution != nil { puzzle.solution(to: ply) }
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(view.title)
        .navigationBarTitleDisplayMode(.inline)
        .modifier(GameSounds(cue: view.sound, captureSignal: view.captureSignal))
    }
}

/// The core's message with a sign of its kind: right, wrong (or illegal, or refused), the hint,
/// a move that could not be checked, the puzzle over.
struct PuzzleMessageView: View {
    let message: PuzzleMessage

    var body: some View {
        Label {
            Text(message.text)
        } icon: {
            Image(systemName: symbol)
                .foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var symbol: String {
        switch message.kind {
        case .right: "checkmark.circle.fill"
        case .wrong, .illegal, .refused: "xmark.circle.fill"
        case .hint: "lightbulb"
        case .undecided: "questionmark.circle"
        case .finished: "flag.checkered"
        }
    }

    private var tint: Color {
        switch message.kind {
        case .right: .green
        case .wrong, .illegal, .refused: .red
        case .hint: .yellow
        case .undecided, .finished: .secondary
        }
    }
}

/// Hint and Show solution while the puzzle is being solved, Restart always; once it is over, the
/// next puzzle not solved yet.
struct PuzzleButtons: View {
    let puzzle: PuzzleModel
    let nextUnsolved: (@MainActor () -> Void)?

    var body: some View {
        let t = puzzle.texts
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) { buttons(t) }
            VStack(spacing: 8) { buttons(t) }
        }
        .buttonStyle(.bordered)
    }

    @ViewBuilder private func buttons(_ t: AppTexts) -> some View {
        if !puzzle.isOver {
            Button(t(.actionHint)) { puzzle.hint() }
                .disabled(!puzzle.view.canHint)
            Button(t(.puzzleShowSolution)) { puzzle.showSolution() }
                .disabled(!puzzle.view.canShowSolution)
        }
        Button(t(.puzzleRestart)) { puzzle.restart() }
            .disabled(!puzzle.view.canRestart)
        if puzzle.isOver, let nextUnsolved {
            Button(t(.puzzleNextUnsolved), action: nextUnsolved)
                .buttonStyle(.borderedProminent)
        }
    }
}
