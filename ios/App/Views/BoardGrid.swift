import SwiftUI
import TaflGame
import TaflKit

/// The board as the core lays it out (turned for hot-seat play when the setting asks): size × size
/// squares with the files below and the ranks to the left, always square. A tap on a square goes to
/// the model; a piece can also be dragged to one of its targets. A move just played slides its piece
/// (and fades what it captured) unless the system asks for reduced motion. Every square is one
/// VoiceOver element with the core's description ("d4, king, throne, selected"). The same board
/// shows the game, a game of the history, the analysis board (with the engine's best move marked)
/// and a review (with the move played and the better one marked).
struct BoardGrid<Source: BoardSource>: View {
    let model: Source
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    // Gesture and animation state of the drawing only; the game state is the core's.
    @State private var dragFrom: Coord?
    @State private var dragLocation: CGPoint = .zero
    /// The last move was dropped on its square by a drag: only its captures fade.
    @State private var dropped = false
    @State private var slideOffset: CGSize = .zero
    @State private var fading: [CapturedPiece] = []
    @State private var fadeOpacity: Double = 0

    var body: some View {
        let board = model.view.board
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let margin = max(14, min(22, side / CGFloat(board.size + 1) * 0.6))
            let grid = side - margin
            let cell = grid / CGFloat(board.size)
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    EdgeLabels(labels: board.rankLabels, cell: cell, margin: margin, vertical: true)
                    squares(board, grid: grid, cell: cell)
                }
                HStack(spacing: 0) {
                    Color.clear.frame(width: margin, height: margin)
                    EdgeLabels(labels: board.fileLabels, cell: cell, margin: margin, vertical: false)
                }
            }
            .frame(width: side, height: side)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onChange(of: model.view.moveSerial) { _, _ in
                startAnimation(model.view.lastMove, board: model.view.board, grid: grid)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private func squares(_ board: BoardView, grid: CGFloat, cell: CGFloat) -> some View {
        ZStack(alignment: .topLeading) {
            VStack(spacing: 0) {
                ForEach(board.rows.indices, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(board.rows[row], id: \.coord) { square in
                            SquareCellView(cell: square,
                                           marked: model.markedMove?.touches(square.coord) == true,
                                           played: model.playedMove?.touches(square.coord) == true,
                                           hidesPiece: dragFrom == square.coord,
                                           pieceOffset: square.coord == model.view.lastMove?.to ? slideOffset : .zero)
                                .frame(width: cell, height: cell)
                                .contentShape(Rectangle())
                                .onTapGesture { model.tap(square.coord) }
                                .accessibilityElement(children: .ignore)
                                .accessibilityLabel(square.description)
                                .accessibilityAddTraits(.isButton)
                                .accessibilityAction { model.tap(square.coord) }
                        }
                    }
                }
            }
            ForEach(fading, id: \.coord) { captured in
                if let center = board.center(of: captured.coord, side: Double(grid)) {
                    PieceView(piece: captured.piece)
                        .frame(width: cell * 0.78, height: cell * 0.78)
                        .position(x: center.x, y: center.y)
                        .opacity(fadeOpacity)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            if let from = dragFrom, let piece = board.cell(from)?.piece {
                PieceView(piece: piece)
                    .frame(width: cell * 0.9, height: cell * 0.9)
                    .position(dragLocation)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
        }
        .frame(width: grid, height: grid)
        .background(Color(red: 0.40, green: 0.27, blue: 0.15))
        .gesture(dragGesture(grid: grid))
        .accessibilityElement(children: .contain)
        .accessibilityLabel(board.description)
    }

    /// Dragging a piece selects it (as a tap would); dropping it on a target plays the move,
    /// anywhere else it goes back.
    private func dragGesture(grid: CGFloat) -> some Gesture {
        DragGesture(minimumDistance: 8, coordinateSpace: .local)
            .onChanged { value in
                if dragFrom == nil {
                    let board = model.view.board
                    guard let from = board.coord(x: Double(value.startLocation.x), y: Double(value.startLocation.y),
                                                 side: Double(grid)),
                          board.cell(from)?.piece != nil, model.dragStart(at: from) == .selected else { return }
                    dragFrom = from
                }
                dragLocation = value.location
            }
            .onEnded { value in
                defer { dragFrom = nil }
                guard dragFrom != nil, let to = model.view.board.coord(x: Double(value.location.x),
                                                                       y: Double(value.location.y), side: Double(grid))
                else { return }
                dropped = true
                if model.drop(on: to) != .played { dropped = false }
            }
    }

    private func startAnimation(_ last: LastMove?, board: BoardView, grid: CGFloat) {
        defer { dropped = false }
        let duration = BoardView.slideDuration(reduceMotion: reduceMotion)
        guard let last, last.fresh, duration > 0,
              let from = board.center(of: last.from, side: Double(grid)),
              let to = board.center(of: last.to, side: Double(grid))
        else {
            slideOffset = .zero
            fading = []
            return
        }
        slideOffset = dropped ? .zero : CGSize(width: from.x - to.x, height: from.y - to.y)
        fading = last.captured
        fadeOpacity = 1
        withAnimation(.easeOut(duration: duration)) { slideOffset = .zero }
        withAnimation(.easeIn(duration: duration / 2).delay(duration / 2)) { fadeOpacity = 0 }
    }
}

/// One square: its colour, the throne/corner mark, the last-move, target, capture, hint and
/// selection marks (each with its own shape, not only a colour), and its piece.
struct SquareCellView: View {
    let cell: CellView
    /// The square starts or ends the move the page marks (the engine's best, the better one).
    let marked: Bool
    /// The square starts or ends the move a review looks at.
    let played: Bool
    let hidesPiece: Bool
    let pieceOffset: CGSize

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size.width
            ZStack {
                Rectangle()
                    .fill(cell.throne || cell.corner ? BoardColors.special : BoardColors.square)
                    .padding(0.5)
                if cell.throne || cell.corner {
                    Rectangle()
                        .stroke(BoardColors.specialMark, lineWidth: 2)
                        .rotationEffect(.degrees(45))
                        .frame(width: size * 0.45, height: size * 0.45)
                }
                if cell.lastMoveFrom || cell.lastMoveTo {
                    Rectangle()
                        .stroke(BoardColors.lastMove, lineWidth: 3)
                        .padding(3)
                }
                if played {
                    PlayedMark()
                        .padding(2)
                }
                if cell.hint || marked {
                    BetterMark()
                        .padding(5)
                }
                if cell.captured != nil {
                    Image(systemName: "xmark")
                        .font(.system(size: size * 0.4, weight: .bold))
                        .foregroundStyle(BoardColors.capture)
                }
                if let piece = cell.piece, !hidesPiece {
                    PieceView(piece: piece)
                        .frame(width: size * (piece == .king ? 0.84 : 0.74), height: size * (piece == .king ? 0.84 : 0.74))
                        .overlay {
                            if cell.selected {
                                Circle().stroke(BoardColors.selected, lineWidth: 3).padding(-4)
                            }
                        }
                        .offset(pieceOffset)
                }
                if cell.target {
                    Circle()
                        .fill(BoardColors.target)
                        .overlay(Circle().stroke(.white, lineWidth: 1.5))
                        .frame(width: size * 0.26, height: size * 0.26)
                }
            }
        }
    }
}

/// The move a review looks at: a dotted red frame (apart from the better move's dashes by shape).
struct PlayedMark: View {
    var body: some View {
        Rectangle()
            .stroke(BoardColors.played, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [0.5, 5]))
    }
}

/// The core's hint, the engine's best move, a review's better move: a dashed green frame.
struct BetterMark: View {
    var body: some View {
        Rectangle()
            .stroke(BoardColors.hint, style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
    }
}

/// Attackers: dark discs with an inner ring. Defenders: light discs with a dark border.
/// The king: a light disc, a thick border and a crown.
struct PieceView: View {
    let piece: Piece

    var body: some View {
        ZStack {
            switch piece {
            case .attacker:
                Circle().fill(BoardColors.attacker)
                Circle().strokeBorder(Color.black, lineWidth: 1.5)
                Circle().stroke(BoardColors.attackerShine, lineWidth: 1.5).scaleEffect(0.5)
            case .defender:
                Circle().fill(BoardColors.defender)
                Circle().strokeBorder(BoardColors.defenderEdge, lineWidth: 3)
            case .king:
                Circle().fill(BoardColors.defender)
                Circle().strokeBorder(BoardColors.defenderEdge, lineWidth: 4)
                Image(systemName: "crown.fill")
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(BoardColors.crown)
                    .padding(8)
            }
        }
        .shadow(radius: 1, y: 1)
        .accessibilityHidden(true)
    }
}

/// Files below the grid, ranks to its left, in the order the core gives them for the (possibly
/// turned) board. For the eye only: every square's VoiceOver label starts with its coordinate.
struct EdgeLabels: View {
    let labels: [String]
    let cell: CGFloat
    let margin: CGFloat
    let vertical: Bool

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            ForEach(labels, id: \.self) { label in
                Text(label)
                    .font(.system(size: margin * 0.6, weight: .medium, design: .rounded))
                    .foregroundStyle(.secondary)
                    .frame(width: vertical ? margin : cell, height: vertical ? cell : margin)
            }
        }
        .accessibilityHidden(true)
    }
}

/// Colours that stay apart for colour-blind players: the pieces also differ in shape and border.
enum BoardColors {
    static let square = Color(red: 0.93, green: 0.84, blue: 0.66)
    static let special = Color(red: 0.78, green: 0.63, blue: 0.43)
    static let specialMark = Color(red: 0.45, green: 0.30, blue: 0.16)
    static let attacker = Color(white: 0.13)
    static let attackerShine = Color(white: 0.5)
    static let defender = Color(white: 0.97)
    static let defenderEdge = Color(white: 0.2)
    static let crown = Color(red: 0.80, green: 0.55, blue: 0.05)
    static let selected = Color(red: 0.05, green: 0.35, blue: 0.85)
    static let target = Color(red: 0.05, green: 0.35, blue: 0.85).opacity(0.85)
    static let lastMove = Color(red: 0.95, green: 0.65, blue: 0.0)
    static let hint = Color(red: 0.0, green: 0.55, blue: 0.35)
    static let capture = Color(red: 0.80, green: 0.10, blue: 0.10)
    static let played = Color(red: 0.80, green: 0.10, blue: 0.35)
}
