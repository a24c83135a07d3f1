// Stacks, geometry, scrolling and the alignment and edge types they take.

@available(iOS 13.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static var leading: HorizontalAlignment { fatalError() }
    public static var center: HorizontalAlignment { fatalError() }
    public static var trailing: HorizontalAlignment { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static var top: VerticalAlignment { fatalError() }
    public static var center: VerticalAlignment { fatalError() }
    public static var bottom: VerticalAlignment { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
    public static var center: Alignment { fatalError() }
    public static var leading: Alignment { fatalError() }
    public static var trailing: Alignment { fatalError() }
    public static var top: Alignment { fatalError() }
    public static var bottom: Alignment { fatalError() }
    public static var topLeading: Alignment { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct UnitPoint: Hashable, Sendable {
    public static var center: UnitPoint { fatalError() }
    public static var top: UnitPoint { fatalError() }
    public static var bottom: UnitPoint { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public static var horizontal: Axis.Set { fatalError() }
        public static var vertical: Axis.Set { fatalError() }
    }
}

@available(iOS 13.0, *)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public static var top: Edge.Set { fatalError() }
        public static var leading: Edge.Set { fatalError() }
        public static var bottom: Edge.Set { fatalError() }
        public static var trailing: Edge.Set { fatalError() }
        public static var all: Edge.Set { fatalError() }
        public static var horizontal: Edge.Set { fatalError() }
        public static var vertical: Edge.Set { fatalError() }
    }
}

@available(iOS 13.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

@available(iOS 13.0, *)
@frozen
public struct VStack<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct HStack<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
@frozen
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
}

@available(iOS 14.0, *)
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(),
                            @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct Spacer: View {
    public typealias Body = Never
    public var minLength: CGFloat?
    nonisolated public init(minLength: CGFloat? = nil) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
}

@available(iOS 13.0, *)
@frozen
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public var axes: Axis.Set
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { fatalError() }
}

@available(iOS 14.0, *)
@frozen
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
@frozen
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public var body: Never { fatalError() }
}

/// A layout a container view can take (the app only picks one of the stacks' and lays views out in it).
@available(iOS 16.0, *)
public protocol Layout {}

@available(iOS 16.0, *)
extension Layout {
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { fatalError() }
}

@available(iOS 16.0, *)
@frozen
public struct AnyLayout: Layout {
    public init<L: Layout>(_ layout: L) { fatalError() }
}

@available(iOS 16.0, *)
@frozen
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}

@available(iOS 16.0, *)
@frozen
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}
