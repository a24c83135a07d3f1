// Where the game page puts the board: above its panel (status, buttons and the move list) or
// beside it, whichever leaves the bigger board, and how big the board is. A pure function of the
// space the page has, so that phones and tablets in either orientation are tested on Linux. The
// sizes are the iOS app's own (points, its fonts and buttons); the game's decisions are the core's.

/// The game page's arrangement for one size of the page.
public struct GameLayout: Equatable, Sendable {
    public enum Arrangement: Equatable, Sendable {
        /// Status above the board, the buttons and the move list below it (portrait).
        case stacked
        /// The board on the leading side, the status, the move list and the buttons beside it.
        case sideBySide
    }

    /// The space around and between the parts, in points.
    public static let spacing = 12.0
    /// What the status (two or three lines) and the row of buttons need above and below a
    /// stacked board.
    public static let stackedPanelHeight = 150.0
    /// The narrowest side panel that holds the status and the buttons (in two rows if need be).
    public static let sidePanelMinWidth = 280.0
    /// A side panel wider than this only spreads its text: the board gets the rest.
    public static let sidePanelMaxWidth = 420.0

    public let arrangement: Arrangement
    /// The board's side with its edge labels (it is always square).
    public let boardSide: Double
    /// The side panel's width (sideBySide), or the height the stacked column has besides the
    /// board, for the status, the buttons and the move list. Never negative.
    public let panel: Double

    /// The layout for a page of `width` × `height` points (inside the safe area and the
    /// navigation bar): the arrangement whose board is larger, the stacked one on a tie.
    public static func fitting(width: Double, height: Double) -> GameLayout {
        let width = max(width.isFinite ? width : 0, 0)
        let height = max(height.isFinite ? height : 0, 0)
        let inner = (width: max(width - 2 * spacing, 0), height: max(height - 2 * spacing, 0))
        let stackedSide = max(min(inner.width, inner.height - stackedPanelHeight - 2 * spacing), 0)
        let besideSide = max(min(inner.height, inner.width - sidePanelMinWidth - spacing), 0)
        if besideSide > stackedSide {
            let panel = min(inner.width - besideSide - spacing, sidePanelMaxWidth)
            // A wide page gives its spare width to nobody: the board is as tall as the page.
            return GameLayout(arrangement: .sideBySide, boardSide: besideSide.rounded(.down), panel: panel)
        }
        let below = inner.height - stackedSide - 2 * spacing
        return GameLayout(arrangement: .stacked, boardSide: stackedSide.rounded(.down), panel: max(below, 0))
    }
}
