// Text, fonts, images and labels.

@available(iOS 13.0, *)
@frozen
public struct Text: Equatable, Sendable {
    nonisolated public init(verbatim content: String) { fatalError() }
    nonisolated public init<S: StringProtocol>(_ content: S) { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    @available(iOS 17.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
}

@available(iOS 13.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

@available(iOS 13.0, *)
@frozen
public struct Font: Hashable, Sendable {
    public static var headline: Font { fatalError() }
    public static var subheadline: Font { fatalError() }
    public static var body: Font { fatalError() }
    public static var callout: Font { fatalError() }
    public static var footnote: Font { fatalError() }
    public static var caption: Font { fatalError() }
    @available(iOS 14.0, *)
    public static var title3: Font { fatalError() }
    @available(iOS 16.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    @available(iOS 15.0, *)
    public func monospaced() -> Font { fatalError() }
    public func monospacedDigit() -> Font { fatalError() }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }

    @frozen
    public struct Weight: Hashable, Sendable {
        public static var semibold: Font.Weight { fatalError() }
        public static var bold: Font.Weight { fatalError() }
        public static var black: Font.Weight { fatalError() }
    }

    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}

@available(iOS 13.0, *)
@frozen
public struct EdgeInsets: Equatable, Sendable {
    public init() { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Image: Equatable, Sendable {
    nonisolated public init(systemName: String) { fatalError() }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(),
                          resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }

    public enum ResizingMode: Sendable {
        case tile
        case stretch
    }
}

@available(iOS 13.0, *)
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
}
