// The board's looks as the app uses them: the theme chosen in the settings (kept with the other
// settings, in the core's Preferences), the core's palette of that theme for the light or the dark
// appearance, and the core's 0xAARRGGBB colours taken apart into the channels SwiftUI draws with.
// The colours themselves are the core's (the same on Android); nothing here picks one.
import TaflKit

extension AppModel {
    /// The board theme in use (wood, marble or high contrast); setting it stores the settings.
    public var boardTheme: ThemeId {
        get { preferences.boardTheme }
        set { updatePreferences { $0.boardTheme = newValue } }
    }

    /// Every theme the settings offer, the default first, named in the app's language.
    public var boardThemes: [BoardTheme] { TaflKit.boardThemes(language: language) }

    /// The colours of the board theme in use, for the dark or the light appearance.
    public func palette(dark: Bool) -> Palette { boardPalette(theme: preferences.boardTheme, dark: dark) }
}

/// A colour of the core's palette (0xAARRGGBB) as sRGB channels from 0 to 1.
public struct ColorChannels: Equatable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(argb: UInt32) {
        func channel(_ shift: UInt32) -> Double { Double((argb >> shift) & 0xFF) / 255 }
        red = channel(16)
        green = channel(8)
        blue = channel(0)
        alpha = channel(24)
    }
}
