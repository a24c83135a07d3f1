import SwiftUI
import TaflGame
import TaflKit

/// The board as the core lays it out (turned for hot-seat play when the setting asks): size × size
/// squares in a frame with the files below and the ranks to the left, always square, in the
/// colours of the chosen theme for the light or dark appearance. A tap on a square goes to the
/// model (the core ignores them while the board takes no move: a square is a button only while it
/// does); a piece can also be dragged to one of its targets. A move just played slides its piece
/// (and fades what it captured) unless the system asks for reduced motion. Every square is one
/// VoiceOver element with the core's description ("d4, king, throne, selected"). The same board
/// shows the game, a game of the history, the analysis board, a review, a lesson (with the squares
/// its task names) and a puzzle; the moves the core draws over it (`arrows`: the engine's best
/// move and a review's better one dashed like the hint, a review's move played and a lesson's wrong
/// move dotted) are marked on their squares.
struct BoardGrid<Source: BoardSource>: View {
    let model: Source
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.boardLook) private var look

    // Gesture and animation state of the drawing only; the game state is the core's.
    @State private var dragFrom: Coord?
    @State private var dragLocation: CGPoint = .zero
    /// The last move was dropped on its square by a drag: only its captures fade.
    @State private var dropped = false
    @State private var slideOffset: CGSize = .zero
    @State private var fading: [CapturedPiece] = []
    @State private var fadeOpacity: Double = 0

    var body: some View {
        let board = model.board
        let colors = look.colors(for: colorScheme)
        GeometryReader { proxy in
            let frame = BoardFrame(side: min(proxy.size.width, proxy.size.height), size: board.size)
            VStack(spacing: 0) {
                Color.clear.frame(height: frame.inset)
                HStack(spacing: 0) {
                    EdgeLabels(labels: board.rankLabels, cell: frame.cell, margin: frame.margin, vertical: true,
                               color: colors.label)
                    squares(board, grid: frame.grid, cell: frame.cell, colors: colors)
                    Color.clear.frame(width: frame.inset)
                }
                HStack(spacing: 0) {
                    Color.clear.frame(width: frame.margin, height: frame.margin)
                    EdgeLabels(labels: board.fileLabels, cell: frame.cell, margin: frame.margin, vertical: false,
                               color: colors.label)
                    Color.clear.frame(width: frame.inset, height: frame.margin)
                }
            }
            .frame(width: frame.side, height: frame.side)
            .background(colors.frame, in: RoundedRectangle(cornerRadius: frame.inset))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onChange(of: model.board.moveSerial) { _, _ in
                startAnimation(model.board.lastMove, board: model.board, grid: frame.grid)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    private func squares(_ board: BoardView, grid: CGFloat, cell: CGFloat, colors: BoardColors) -> some View {
        ZStack(alignment: .topLeading) {
            VStack(spacing: 0) {
                ForEach(board.rows.indices, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(board.rows[row], id: \.coord) { square in
                            SquareCellView(look: SquareLook(square, arrows: board.arrowKinds(at: square.coord)),
                                           colors: colors,
                                           hidesPiece: dragFrom == square.coord,
                                           pieceOffset: square.coord == board.lastMove?.to ? slideOffset : .zero)
                                .frame(width: cell, height: cell)
                                .contentShape(Rectangle())
                                .onTapGesture { model.tap(square.coord) }
                                .accessibilityElement(children: .ignore)
                                .accessibilityLabel(square.description)
                                .accessibilityAddTraits(board.enabled ? .isButton : [])
                                .accessibilityAction { model.tap(square.coord) }
                        }
                    }
                }
            }
            ForEach(fading, id: \.coord) { captured in
                if let center = board.center(of: captured.coord, side: Double(grid)) {
                    PieceView(piece: captured.piece, colors: colors)
                        .frame(width: cell * 0.78, height: cell * 0.78)
                        .position(x: center.x, y: center.y)
                        .opacity(fadeOpacity)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            if let from = dragFrom, let piece = board.cell(from)?.piece {
                PieceView(piece: piece, colors: colors)
                    .frame(width: cell * 0.9, height: cell * 0.9)
                    .position(dragLocation)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
        }
        .frame(width: grid, height: grid)
        .background(colors.gridLine)
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
                    let board = model.board
                    guard let from = board.coord(x: Double(value.startLocation.x), y: Double(value.startLocation.y),
                                                 side: Double(grid)),
                          board.cell(from)?.piece != nil, model.dragStart(at: from) == .selected else { return }
                    dragFrom = from
                }
                dragLocation = value.location
            }
            .onEnded { value in
                defer { dragFrom = nil }
                guard dragFrom != nil, let to = model.board.coord(x: Double(value.location.x),
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

/// The board's measures for a side: the labels' margin on the leading and bottom edges, a thinner
/// frame on the other two, and the squares in between.
struct BoardFrame {
    let side: CGFloat
    let margin: CGFloat
    let inset: CGFloat
    let grid: CGFloat
    let cell: CGFloat

    init(side: CGFloat, size: UInt8) {
        let count = CGFloat(max(size, 1))
        self.side = max(side, 0)
        margin = max(14, min(22, self.side / (count + 1) * 0.6))
        inset = margin / 3
        grid = max(self.side - margin - inset, 0)
        cell = grid / count
    }
}

/// What one square shows: the core's cell, or a made-up one for the settings' preview.
struct SquareLook {
    var piece: Piece?
    /// The throne or a corner.
    var special = false
    var lastMove = false
    /// The core's hint, or an arrow of the engine's best move or a review's better one.
    var hint = false
    /// An arrow of the move a review looks at, or of a lesson's wrong move taken back.
    var played = false
    var captured = false
    var selected = false
    var target = false
    /// A square a lesson's task names (the piece to move or to capture, where to go).
    var task = false
}

extension SquareLook {
    /// `arrows`: the kinds of the board's arrows that start or end on the square.
    init(_ cell: CellView, arrows: [ArrowKind] = []) {
        self.init(piece: cell.piece, special: cell.throne || cell.corner, lastMove: cell.lastMoveFrom || cell.lastMoveTo,
                  hint: cell.hint || arrows.contains(.best) || arrows.contains(.better),
                  played: arrows.contains(.played) || arrows.contains(.wrong), captured: cell.captured != nil,
                  selected: cell.selected, target: cell.target, task: cell.marked)
    }
}

/// One square: its colour, the throne/corner mark, the last-move, target, capture, hint (and
/// marked move), a review's played-move and selection marks (each with its own shape, not only a colour, and a halo that keeps it visible
/// on any square or piece), and its piece.
struct SquareCellView: View {
    let look: SquareLook
    let colors: BoardColors
    var hidesPiece = false
    var pieceOffset: CGSize = .zero

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size.width
            let line = max(2, size * 0.05)
            ZStack {
                Rectangle()
                    .fill(look.special ? colors.special : colors.square)
                    .padding(0.5)
                if look.special {
                    Rectangle()
                        .stroke(colors.specialMark, lineWidth: line)
                        .rotationEffect(.degrees(45))
                        .frame(width: size * 0.45, height: size * 0.45)
                }
                if look.lastMove {
                    Rectangle()
                        .fill(colors.lastMove)
                        .padding(0.5)
                    Rectangle()
                        .strokeBorder(colors.lastMoveMark, lineWidth: line)
                        .padding(line)
                }
                if look.played {
                    PlayedMark(colors: colors, line: line)
                }
                if look.task {
                    TaskMark(colors: colors, line: line)
                        .padding(line * 0.5)
                }
                if look.hint {
                    BetterMark(colors: colors, line: line)
                        .padding(line * 2.5)
                }
                if look.captured {
                    ZStack {
                        Image(systemName: "xmark").font(.system(size: size * 0.44, weight: .black))
                            .foregroundStyle(colors.targetHalo)
                        Image(systemName: "xmark").font(.system(size: size * 0.4, weight: .bold))
                            .foregroundStyle(colors.capture)
                    }
                }
                if let piece = look.piece, !hidesPiece {
                    let scale = piece == .king ? 0.84 : 0.74
                    PieceView(piece: piece, colors: colors)
                        .frame(width: size * scale, height: size * scale)
                        .overlay {
                            if look.selected {
                                // just outside the piece, still inside its square (the king fills 84 %)
                                Circle().stroke(colors.selectedHalo, lineWidth: line * 2.2).padding(-line)
                                Circle().stroke(colors.selected, lineWidth: line * 1.2).padding(-line)
                            }
                        }
                        .offset(pieceOffset)
                }
                if look.target {
                    Circle()
                        .fill(colors.target)
                        .overlay(Circle().strokeBorder(colors.targetHalo, lineWidth: max(1.5, line * 0.7)))
                        .frame(width: size * 0.3, height: size * 0.3)
                }
            }
        }
    }
}

/// The move a review looks at: a dotted frame in the theme's capture colour, on the square's edge
/// (apart from the last move's solid frame and the better move's dashes by shape and place).
/// Without `colors` it draws in the board's theme for the current appearance (the review's key).
struct PlayedMark: View {
    var colors: BoardColors?
    var line: CGFloat = 3
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.boardLook) private var look

    var body: some View {
        Rectangle()
            .strokeBorder((colors ?? look.colors(for: colorScheme)).capture,
                          style: StrokeStyle(lineWidth: line, lineCap: .round, dash: [0.5, line * 1.7]))
    }
}

/// A square a lesson's task names: the four corners of the square in the selection's colour over
/// its halo (a shape of its own, apart from the frames of the last move, the hint and a move played).
struct TaskMark: View {
    let colors: BoardColors
    var line: CGFloat = 3

    var body: some View {
        ZStack {
            Corners(share: 0.3)
                .stroke(colors.selectedHalo, style: StrokeStyle(lineWidth: line * 2, lineCap: .round))
            Corners(share: 0.3)
                .stroke(colors.selected, style: StrokeStyle(lineWidth: line, lineCap: .round))
        }
    }
}

/// The four corners of a rectangle, each arm `share` of the side long.
struct Corners: Shape {
    let share: CGFloat

    func path(in rect: CGRect) -> Path {
        let (w, h) = (rect.width * share, rect.height * share)
        var path = Path()
        for (x, y, dx, dy) in [(rect.minX, rect.minY, w, h), (rect.maxX, rect.minY, -w, h),
                               (rect.minX, rect.maxY, w, -h), (rect.maxX, rect.maxY, -w, -h)] {
            path.move(to: CGPoint(x: x + dx, y: y))
            path.addLine(to: CGPoint(x: x, y: y))
            path.addLine(to: CGPoint(x: x, y: y + dy))
        }
        return path
    }
}

/// The core's hint, the engine's best move, a review's better move: a dashed frame in the theme's
/// hint colour. Without `colors` it draws in the board's theme for the current appearance.
struct BetterMark: View {
    var colors: BoardColors?
    var line: CGFloat = 3
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.boardLook) private var look

    var body: some View {
        Rectangle()
            .strokeBorder((colors ?? look.colors(for: colorScheme)).hint,
                          style: StrokeStyle(lineWidth: line, dash: [line * 2, line]))
    }
}

/// A piece outside the board (a review's sides, the set-up's palette) in the board's theme for the
/// current appearance.
struct ThemedPieceView: View {
    let piece: Piece
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.boardLook) private var look

    var body: some View {
        PieceView(piece: piece, colors: look.colors(for: colorScheme))
    }
}

/// Attackers: discs with an edge and an inner ring. Defenders: light discs with a dark border.
/// The king: a defender's disc, a thicker border and a crown. The sides differ in shape as well
/// as colour.
struct PieceView: View {
    let piece: Piece
    let colors: BoardColors

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size.width
            ZStack {
                switch piece {
                case .attacker:
                    Circle().fill(colors.attacker)
                    Circle().strokeBorder(colors.attackerEdge, lineWidth: max(1.5, size * 0.04))
                    Circle().stroke(colors.attackerShine, lineWidth: max(1.5, size * 0.04)).scaleEffect(0.5)
                case .defender:
                    Circle().fill(colors.defender)
                    Circle().strokeBorder(colors.defenderEdge, lineWidth: max(2, size * 0.08))
                case .king:
                    Circle().fill(colors.defender)
                    Circle().strokeBorder(colors.defenderEdge, lineWidth: max(3, size * 0.1))
                    Image(systemName: "crown.fill")
                        .resizable()
                        .scaledToFit()
                        .foregroundStyle(colors.crown)
                        .shadow(color: colors.defenderEdge, radius: 0.5)
                        .padding(size * 0.24)
                }
            }
        }
        .shadow(color: .black.opacity(0.3), radius: 1, y: 1)
        .accessibilityHidden(true)
    }
}

/// Files below the grid, ranks to its left, in the order the core gives them for the (possibly
/// turned) board, on the board's frame. For the eye only: every square's VoiceOver label starts
/// with its coordinate.
struct EdgeLabels: View {
    let labels: [String]
    let cell: CGFloat
    let margin: CGFloat
    let vertical: Bool
    let color: Color

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            ForEach(labels, id: \.self) { label in
                Text(label)
                    .font(.system(size: margin * 0.6, weight: .semibold, design: .rounded))
                    .foregroundStyle(color)
                    .frame(width: vertical ? margin : cell, height: vertical ? cell : margin)
            }
        }
        .accessibilityHidden(true)
    }
}

/// The settings' picture of a theme: a corner of a board with both sides, the king selected, its
/// targets, the last move and a capture, in the theme's colours.
struct ThemePreview: View {
    let colors: BoardColors

    private static let squares: [SquareLook] = [
        SquareLook(special: true), SquareLook(piece: .attacker, lastMove: true), SquareLook(captured: true),
        SquareLook(target: true), SquareLook(piece: .king, selected: true), SquareLook(lastMove: true),
        SquareLook(piece: .defender), SquareLook(target: true), SquareLook(piece: .attacker),
    ]

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let inset = max(3, side * 0.06)
            let cell = (side - 2 * inset) / 3
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<3, id: \.self) { column in
                            SquareCellView(look: Self.squares[row * 3 + column], colors: colors)
                                .frame(width: cell, height: cell)
                        }
                    }
                }
            }
            .background(colors.gridLine)
            .padding(inset)
            .background(colors.frame, in: RoundedRectangle(cornerRadius: inset))
        }
        .aspectRatio(1, contentMode: .fit)
        .accessibilityHidden(true)
    }
}
