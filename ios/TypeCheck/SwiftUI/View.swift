// The view protocol, its result builder and the containers the builder produces.
//
// A stand-in for type-checking only (see ios/README.md, "The views type-checked on Linux"): every
// declaration has the signature and the isolation of Apple's SwiftUI reference
// (developer.apple.com/documentation/swiftui), and `@available(iOS N, *)` names the iOS release
// that introduced it (ios/TypeCheck/typecheck.sh fails on one newer than the app's deployment
// target). Bodies only `fatalError()`: nothing here ever runs or is linked into an app.
@_exported import Foundation
@_exported import Observation

@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public init() { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    nonisolated public init(_ value: T) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {}

@available(iOS 13.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct AnyView: View {
    public typealias Body = Never
    nonisolated public init<V: View>(_ view: V) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    @available(iOS 17.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// A property SwiftUI updates before it asks a view for its body (State, Environment, Bindable...).
@available(iOS 13.0, *)
public protocol DynamicProperty {}

@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

@available(iOS 13.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

@available(iOS 13.0, *)
public struct Group<Content> {}

@available(iOS 13.0, *)
extension Group: View where Content: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }
}
