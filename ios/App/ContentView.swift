import SwiftUI
import TaflKit

struct ContentView: View {
    @State private var model = GameModel()

    var body: some View {
        VStack(spacing: 16) {
            Text(statusText)
                .font(.headline)
                .accessibilityIdentifier("status")
            BoardView(model: model)
                .aspectRatio(1, contentMode: .fit)
                .padding(.horizontal, 8)
            if let message = model.message {
                Text(message)
                    .foregroundStyle(.red)
                    .font(.callout)
            }
            HStack(spacing: 12) {
                Button("button.undo") { model.undo() }
                    .disabled(!model.canUndo)
                Button("button.new.computer") { model.newGame(vsComputer: true) }
                Button("button.new.two.players") { model.newGame(vsComputer: false) }
            }
            .buttonStyle(.bordered)
        }
        .padding()
    }

    private var statusText: String {
        let snap = model.snapshot
        let result: String
        switch snap.status {
        case .ongoing:
            if model.thinking { return String(localized: "status.computer.thinking") }
            return snap.sideToMove == .attackers
                ? String(localized: "status.attackers.to.move")
                : String(localized: "status.defenders.to.move")
        case .attackersWon: result = String(localized: "status.attackers.won")
        case .defendersWon: result = String(localized: "status.defenders.won")
        case .draw: result = String(localized: "status.draw")
        }
        guard let reason = snap.reason else { return result }
        return "\(result) \(reason.text(model.language))"
    }
}

struct BoardView: View {
    let model: GameModel

    var body: some View {
        let snap = model.snapshot
        let size = Int(snap.boardSize)
        VStack(spacing: 1) {
            ForEach((0..<size).reversed(), id: \.self) { rank in
                HStack(spacing: 1) {
                    ForEach(0..<size, id: \.self) { file in
                        let square = snap.squares[rank * size + file]
                        SquareCell(square: square,
                                   selected: model.selected == square.coord,
                                   target: model.targets.contains(square.coord),
                                   lastMove: snap.lastMove.map { $0.from == square.coord || $0.to == square.coord } ?? false)
                            .onTapGesture { model.tap(square.coord) }
                    }
                }
            }
        }
        .padding(1)
        .background(Color.brown)
    }
}

struct SquareCell: View {
    let square: SquareView
    let selected: Bool
    let target: Bool
    let lastMove: Bool

    var body: some View {
        ZStack {
            Rectangle().fill(background)
            if let piece = square.piece {
                Circle()
                    .fill(piece == .attacker ? Color.black : Color.white)
                    .overlay(Circle().stroke(Color.gray, lineWidth: 1))
                    .overlay {
                        if piece == .king {
                            Image(systemName: "crown.fill")
                                .foregroundStyle(.orange)
                                .imageScale(.small)
                        }
                    }
                    .padding(3)
            }
            if target {
                Circle()
                    .fill(Color.green.opacity(0.7))
                    .frame(width: 10, height: 10)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .contentShape(Rectangle())
        .accessibilityLabel(square.coord.name)
    }

    private var background: Color {
        if selected { return .yellow }
        if lastMove { return Color.yellow.opacity(0.45) }
        if square.throne || square.corner { return Color(red: 0.62, green: 0.45, blue: 0.27) }
        return Color(red: 0.93, green: 0.84, blue: 0.66)
    }
}
