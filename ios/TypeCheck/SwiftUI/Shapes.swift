// Colours and shape styles, shapes and paths, and what strokes them.

@available(iOS 15.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, *)
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    nonisolated public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                            opacity: Double = 1) { fatalError() }
    public var description: String { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    public static var clear: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var primary: Color { fatalError() }
    public static var secondary: Color { fatalError() }
    public static var accentColor: Color { fatalError() }
}

@available(iOS 13.0, *)
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, *)
extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
}

@available(iOS 15.0, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

@available(iOS 15.0, *)
@frozen
public struct TintShapeStyle: ShapeStyle {}

@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { fatalError() }
}

@available(iOS 15.0, *)
@frozen
public struct ForegroundStyle: ShapeStyle {}

@available(iOS 15.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

/// CoreGraphics' line ends and joins (Apple's SwiftUI re-exports CoreGraphics; Linux has none).
@available(iOS 2.0, *)
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

@available(iOS 2.0, *)
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

@available(iOS 13.0, *)
@frozen
public struct StrokeStyle: Equatable, Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Path: Equatable, Sendable {
    public init() { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
}

/// A 2D shape (Animatable's requirement has a default for every shape and the app animates none:
/// it is left out).
@available(iOS 13.0, *)
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, *)
public protocol InsettableShape: Shape {}

@available(iOS 13.0, *)
@frozen
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }

    @available(iOS 17.0, *)
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        fatalError()
    }
    @available(iOS 17.0, *)
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                                 antialiased: Bool = true) -> some View { fatalError() }
    @available(iOS 17.0, *)
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                                 antialiased: Bool = true) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension InsettableShape {
    @available(iOS 17.0, *)
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                                       antialiased: Bool = true) -> some View { fatalError() }
    @available(iOS 17.0, *)
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                                       antialiased: Bool = true) -> some View { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Rectangle: InsettableShape {
    nonisolated public init() { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Circle: InsettableShape {
    nonisolated public init() { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

@available(iOS 13.0, *)
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

@available(iOS 13.0, *)
@frozen
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}
