import SwiftUI
import TaflGame
import TaflKit

/// The engine's review of a game: its progress with a cancel while it runs (and a restart once
/// cancelled), then each side's accuracy and counts, the moves it flags and every move with its
/// verdict. The move looked at (the core's choice at first: the first flagged move) is shown on the
/// board in the position it was played in, with the move played (dotted) and the better one
/// (dashed) marked, the core's comment with the better line, and the mover's chance of winning
/// before and after. Every word of the review is the core's.
struct ReviewPage: View {
    let review: ReviewModel

    var body: some View {
        let t = review.texts
        let view = review.view.review
        ScrollView {
            VStack(spacing: 12) {
                if view.state == .done {
                    ForEach(view.sides, id: \.name) { side in
                        SideSummaryView(side: side)
                    }
                } else {
                    ReviewProgressView(review: review)
                }
                BoardGrid(model: review)
                    .frame(maxWidth: 560)
                if let message = review.view.message {
                    Text(message.text)
                        .font(.callout)
                        .foregroundStyle(.red)
                        .multilineTextAlignment(.center)
                }
                if let move = review.view.chosen {
                    ChosenMoveView(review: review, move: move)
                }
                if view.state == .done {
                    FlaggedMoves(review: review)
                    AllMoves(review: review)
                }
            }
            .padding()
        }
        .navigationTitle(t(.pageReview))
        .navigationBarTitleDisplayMode(.inline)
        .navigationDestination(isPresented: Binding(get: { @MainActor in review.analysis != nil },
                                                    set: { @MainActor shown in if !shown { review.closeAnalysisBoard() } })) {
            if let board = review.analysis {
                AnalysisPage(board: board)
            }
        }
    }
}

/// While the review runs: the core's status ("Reviewing the game: 12 of 61"), a bar and a cancel;
/// once cancelled, a way to start it again.
struct ReviewProgressView: View {
    let review: ReviewModel

    var body: some View {
        let t = review.texts
        VStack(spacing: 8) {
            Text(review.view.review.status)
                .font(.headline)
            if review.view.review.state == .running {
                ProgressView(value: review.view.fraction)
                    .progressViewStyle(.linear)
                Button(t(.actionCancel)) { review.cancel() }
                    .buttonStyle(.bordered)
            } else if review.view.canRestart {
                Button(t(.reviewRestart)) { review.restart() }
                    .buttonStyle(.borderedProminent)
            }
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .contain)
    }
}

/// One side: its name, its accuracy and how many moves of each verdict it played.
struct SideSummaryView: View {
    let side: SideReviewView

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                ThemedPieceView(piece: side.side == .attackers ? .attacker : .defender)
                    .frame(width: 22, height: 22)
                Text(side.name)
                    .font(.headline)
                Spacer()
                Text(side.accuracyText)
                    .font(.headline.monospacedDigit())
            }
            let counts = side.counts.filter { $0.count > 0 }
            if !counts.isEmpty {
                FlowText(items: counts.map { ($0.text, $0.verdict) })
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(side.summary)
    }
}

/// The counts of one side, each after its verdict's sign, wrapped as the width allows.
struct FlowText: View {
    let items: [(String, Verdict)]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { content }
            VStack(alignment: .leading, spacing: 2) { content }
        }
        .font(.subheadline)
    }

    @ViewBuilder private var content: some View {
        ForEach(items.indices, id: \.self) { i in
            HStack(spacing: 4) {
                VerdictSign(verdict: items[i].1)
                Text(items[i].0)
            }
        }
    }
}

/// The move looked at: what was played and what the engine says of it, the better move and its
/// line (the core's comment), the chance of winning before and after, the marks' legend, the
/// steps between flagged moves and the analysis board of the position.
struct ChosenMoveView: View {
    let review: ReviewModel
    let move: MoveReviewView

    var body: some View {
        let t = review.texts
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                VerdictSign(verdict: move.verdict)
                Text(verbatim: "\(move.turn). \(move.notation)")
                    .font(.headline.monospaced())
                Text(move.verdictText)
                    .font(.headline)
            }
            .accessibilityElement(children: .combine)
            if move.flagged {
                Text(move.comment)
                    .multilineTextAlignment(.center)
                if !move.betterLine.isEmpty {
                    Text(move.betterLine.joined(separator: " "))
                        .font(.body.monospaced())
                        .multilineTextAlignment(.center)
                        .accessibilityHidden(true)   // the comment says it
                }
            }
            if let chance = review.view.winChance {
                Text(chance)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 16) {
                Label { Text(t(.reviewPlayedMove)) } icon: { PlayedMark().frame(width: 16, height: 16) }
                if move.betterMark != nil {
                    Label { Text(t(.reviewBetterMove)) } icon: { BetterMark().frame(width: 16, height: 16) }
                }
            }
            .font(.footnote)
            .accessibilityHidden(true)              // the squares' own labels and the comment say it
            HStack(spacing: 16) {
                Button { review.stepFlagged(forward: false) } label: {
                    Image(systemName: "chevron.backward")
                        .frame(minWidth: 28, minHeight: 28)
                }
                .accessibilityLabel(t(.reviewPreviousFlagged))
                .disabled(review.view.previousFlagged == nil)
                Button(t(.pageAnalysis)) { review.openAnalysisBoard() }
                Button { review.stepFlagged(forward: true) } label: {
                    Image(systemName: "chevron.forward")
                        .frame(minWidth: 28, minHeight: 28)
                }
                .accessibilityLabel(t(.reviewNextFlagged))
                .disabled(review.view.nextFlagged == nil)
            }
            .buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The moves the review flags, each with its comment; a tap shows it on the board.
struct FlaggedMoves: View {
    let review: ReviewModel

    var body: some View {
        let t = review.texts
        VStack(alignment: .leading, spacing: 6) {
            Text(t(.reviewFlaggedMoves))
                .font(.headline)
            if review.view.flagged.isEmpty {
                Text(t(.reviewNoFlaggedMoves))
                    .foregroundStyle(.secondary)
            }
            ForEach(review.view.flaggedMoves, id: \.ply) { move in
                Button { review.choose(ply: move.ply) } label: {
                    HStack(alignment: .top, spacing: 8) {
                        VerdictSign(verdict: move.verdict)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(verbatim: "\(move.turn). \(move.notation)")
                                .font(.body.monospaced())
                            Text(move.comment)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer(minLength: 0)
                    }
                    .padding(6)
                    .background(move.ply == review.view.chosen?.ply ? Color.accentColor.opacity(0.2) : Color.clear,
                                in: RoundedRectangle(cornerRadius: 6))
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(move.ply == review.view.chosen?.ply ? .isSelected : [])
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Every move with its verdict, two to a turn as in the move list; a tap shows it on the board.
struct AllMoves: View {
    let review: ReviewModel

    var body: some View {
        let moves = review.view.review.moves
        VStack(alignment: .leading, spacing: 4) {
            Text(review.texts(.reviewAllMoves))
                .font(.headline)
            LazyVStack(alignment: .leading, spacing: 2) {
                ForEach(Array(stride(from: 0, to: moves.count, by: 2)), id: \.self) { i in
                    HStack(spacing: 12) {
                        Text(verbatim: "\(moves[i].turn).")
                            .foregroundStyle(.secondary)
                            .frame(minWidth: 32, alignment: .trailing)
                        row(moves[i])
                        if i + 1 < moves.count {
                            row(moves[i + 1])
                        } else {
                            Color.clear.frame(maxWidth: .infinity, maxHeight: 1)
                        }
                    }
                    .font(.body.monospaced())
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func row(_ move: MoveReviewView) -> some View {
        Button { review.choose(ply: move.ply) } label: {
            HStack(spacing: 4) {
                Text(move.notation)
                VerdictSign(verdict: move.verdict)
            }
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(move.ply == review.view.chosen?.ply ? Color.accentColor.opacity(0.2) : Color.clear,
                        in: RoundedRectangle(cornerRadius: 6))
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: "\(move.notation), \(move.verdictText)"))
        .accessibilityAddTraits(move.ply == review.view.chosen?.ply ? .isSelected : [])
    }
}

/// A verdict's sign, as annotators write it (!, ?!, ?, ??), in a colour of its own; read out as
/// the verdict's word wherever it stands alone.
struct VerdictSign: View {
    let verdict: Verdict

    var body: some View {
        Text(verbatim: sign)
            .font(.body.weight(.bold))
            .foregroundStyle(color)
            .frame(minWidth: 22)
            .accessibilityHidden(true)
    }

    private var sign: String {
        switch verdict {
        case .best: "★"
        case .good: "✓"
        case .inaccuracy: "?!"
        case .mistake: "?"
        case .blunder: "??"
        case .missedWin: "✗"
        case .onlyMove: "!"
        }
    }

    private var color: Color {
        switch verdict {
        case .best, .good: .green
        case .inaccuracy: Color(red: 0.75, green: 0.55, blue: 0.0)
        case .mistake: .orange
        case .blunder: .red
        case .missedWin: .purple
        case .onlyMove: .blue
        }
    }
}
