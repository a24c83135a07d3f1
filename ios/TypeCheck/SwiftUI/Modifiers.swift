// The view modifiers the app applies: layout, drawing, text, events, animation and feedback.

@available(iOS 13.0, *)
extension View {
    // Layout
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { fatalError() }
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil,
                                  maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError()
    }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        fatalError()
    }
    nonisolated public func scaledToFit() -> some View { fatalError() }
    nonisolated public func position(_ position: CGPoint) -> some View { fatalError() }
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    nonisolated public func offset(_ offset: CGSize) -> some View { fatalError() }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }

    // Drawing
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View { fatalError() }
    @available(iOS 15.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                               fillStyle: FillStyle = FillStyle()) -> some View {
        fatalError()
    }
    @available(iOS 15.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center,
                                            @ViewBuilder content: () -> V) -> some View { fatalError() }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        fatalError()
    }
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33),
                                   radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

    // Text
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }

    // Interaction
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() }
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        fatalError()
    }
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { fatalError() }
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        fatalError()
    }

    // Feedback
    @available(iOS 17.0, *)
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                                         condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool)
        -> some View { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    public static var all: GestureMask { fatalError() }
}

/// A gesture (the app only makes a drag and reacts to its changes and end).
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

@available(iOS 13.0, *)
extension Gesture where Value: Equatable {
    @MainActor @preconcurrency
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

@available(iOS 13.0, *)
extension Gesture {
    @MainActor @preconcurrency
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

@available(iOS 13.0, *)
@frozen
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

/// A coordinate space a gesture reports locations in.
@available(iOS 17.0, *)
public protocol CoordinateSpaceProtocol {}

@available(iOS 17.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() { fatalError() }
}

@available(iOS 17.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { fatalError() }
}

@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
    }

    @available(iOS 17.0, *)
    @MainActor @preconcurrency
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Animation: Equatable, Sendable {
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
}

@available(iOS 13.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

@available(iOS 13.0, *)
extension Animation {
    public static var `default`: Animation { fatalError() }
}

@available(iOS 17.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        fatalError()
    }

    public struct Weight: Equatable, Sendable {
        public static var light: SensoryFeedback.Weight { fatalError() }
        public static var medium: SensoryFeedback.Weight { fatalError() }
        public static var heavy: SensoryFeedback.Weight { fatalError() }
    }
}
