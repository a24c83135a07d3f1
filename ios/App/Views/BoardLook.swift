import SwiftUI
import TaflGame
import TaflKit

/// The board's colours in SwiftUI, made from the core's palette (the same numbers Android draws
/// with); nothing here chooses a colour.
struct BoardColors {
    let square, special, specialMark, frame, gridLine, label: Color
    let lastMove, lastMoveMark, selected, selectedHalo, target, targetHalo, hint, capture: Color
    let attacker, attackerEdge, attackerShine, defender, defenderEdge, crown: Color

    init(_ p: Palette) {
        square = Color(argb: p.square)
        special = Color(argb: p.special)
        specialMark = Color(argb: p.specialMark)
        frame = Color(argb: p.frame)
        gridLine = Color(argb: p.gridLine)
        label = Color(argb: p.label)
        lastMove = Color(argb: p.lastMove)
        lastMoveMark = Color(argb: p.lastMoveMark)
        selected = Color(argb: p.selected)
        selectedHalo = Color(argb: p.selectedHalo)
        target = Color(argb: p.target)
        targetHalo = Color(argb: p.targetHalo)
        hint = Color(argb: p.hint)
        capture = Color(argb: p.capture)
        attacker = Color(argb: p.attacker)
        attackerEdge = Color(argb: p.attackerEdge)
        attackerShine = Color(argb: p.attackerShine)
        defender = Color(argb: p.defender)
        defenderEdge = Color(argb: p.defenderEdge)
        crown = Color(argb: p.crown)
    }
}

extension Color {
    /// A colour of the core's palette (0xAARRGGBB).
    init(argb: UInt32) {
        let c = ColorChannels(argb: argb)
        self.init(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}

/// The chosen theme's palettes for both appearances; the board picks one by the colour scheme,
/// so it follows the system's dark mode by itself.
struct BoardLook: Equatable, Sendable {
    let light: Palette
    let dark: Palette

    func colors(for scheme: ColorScheme) -> BoardColors { BoardColors(scheme == .dark ? dark : light) }
}

private struct BoardLookKey: EnvironmentKey {
    static let defaultValue = BoardLook(light: boardPalette(theme: .wood, dark: false),
                                        dark: boardPalette(theme: .wood, dark: true))
}

extension EnvironmentValues {
    /// The board theme of the settings (set once at the top of the app, so every board and every
    /// page over the game draws with it).
    var boardLook: BoardLook {
        get { self[BoardLookKey.self] }
        set { self[BoardLookKey.self] = newValue }
    }
}

extension View {
    /// Every board under this view draws with `model`'s theme.
    @MainActor
    func boardLook(of model: AppModel) -> some View {
        environment(\.boardLook, BoardLook(light: model.palette(dark: false), dark: model.palette(dark: true)))
    }
}
