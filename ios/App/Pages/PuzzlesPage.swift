import SwiftUI
import TaflGame
import TaflKit

/// The puzzles: a set per variant (how many are solved, in the core's words), the way to the first
/// one not solved yet, and every puzzle of the set shown with its goal, rating and the player's
/// record; a puzzle opens on its own page.
struct PuzzlesPage: View {
    let model: AppModel

    var body: some View {
        let t = model.texts
        let puzzles = model.puzzles
        List {
            if let message = model.view.message {
                Text(message.text)
                    .font(.callout)
                    .foregroundStyle(.red)
            }
            Section {
                Picker(t(.pagePuzzles), selection: Binding(get: { @MainActor in model.puzzles.chosen },
                                                           set: { @MainActor set in model.choosePuzzleSet(set) })) {
                    ForEach(puzzles.sets, id: \.preset) { option in
                        Text(option.name).tag(option.preset)
                    }
                }
                .pickerStyle(.segmented)
                if let shown = puzzles.sets.first(where: { $0.preset == puzzles.chosen }) {
                    Text(shown.progressText)
                        .foregroundStyle(.secondary)
                }
                Button(t(.puzzleNextUnsolved)) { model.openNextUnsolved() }
                    .disabled(puzzles.nextUnsolved == nil)
            }
            Section {
                ForEach(puzzles.entries, id: \.id) { entry in
                    Button { model.openPuzzle(entry.id) } label: {
                        PuzzleRow(entry: entry)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .navigationTitle(t(.pagePuzzles))
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(isPresented: Binding(get: { @MainActor in model.puzzle != nil },
                                                    set: { @MainActor shown in if !shown { model.closePuzzle() } })) {
            if let puzzle = model.puzzle {
                PuzzlePage(puzzle: puzzle, nextUnsolved: puzzles.nextUnsolved == nil ? nil : { @MainActor in
                    model.openNextUnsolved()
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
/// ended), the board, the core's note on the last move or hint and why an action was refused, and
/// Hint, Show solution and Restart;
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
                if view.busy != .idle {
                    ProgressView()
                        .progressViewStyle(.linear)
                }
                BoardGrid(model: puzzle)
                    .frame(maxWidth: 560)
                if let note = view.note {
                    PuzzleNoteView(note: note)
                        .onTapGesture { puzzle.dismissMessage() }
                }
                if let message = view.message {
                    Text(message.text)
                        .font(.callout)
                        .foregroundStyle(.red)
                        .frame(maxWidth: .infinity, alignment: .leading)
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
        .modifier(GameSounds(board: view.board))
    }
}

/// The core's note with a sign of its kind: right, wrong (or illegal), the hint, a move that could
/// not be checked, the puzzle over.
struct PuzzleNoteView: View {
    let note: PuzzleNote

    var body: some View {
        Label {
            Text(note.text)
        } icon: {
            Image(systemName: symbol)
                .foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var symbol: String {
        switch note.kind {
        case .right: "checkmark.circle.fill"
        case .wrong, .illegal: "xmark.circle.fill"
        case .hint: "lightbulb"
        case .undecided: "questionmark.circle"
        case .finished: "flag.checkered"
        }
    }

    private var tint: Color {
        switch note.kind {
        case .right: .green
        case .wrong, .illegal: .red
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
        if puzzle.view.state == .solving {
            Button(t(.actionHint)) { puzzle.hint() }
                .disabled(!puzzle.view.canHint)
            Button(t(.puzzleShowSolution)) { puzzle.showSolution() }
                .disabled(!puzzle.view.canShowSolution)
        }
        Button(t(.puzzleRestart)) { puzzle.restart() }
            .disabled(!puzzle.view.canRestart)
        if puzzle.view.state != .solving, let nextUnsolved {
            Button(t(.puzzleNextUnsolved), action: nextUnsolved)
                .buttonStyle(.borderedProminent)
        }
    }
}
