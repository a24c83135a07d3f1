// Navigation: the stack, titles, destinations, toolbars, sheets and alerts.

@available(iOS 16.0, *)
public struct NavigationPath {
    public init() { fatalError() }
}

@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public var body: Never { return fatalError() }  // `return`: not through the builder
}

@available(iOS 16.0, *)
extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) { fatalError() }
}

@available(iOS 13.0, *)
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
extension Never: ToolbarContent {}

@available(iOS 16.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { return fatalError() }  // `return`: not through the builder
}

@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> some ToolbarContent {
        fatalError()
    }
    @available(iOS 16.0, *)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { fatalError() }
}

@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static var automatic: ToolbarItemPlacement { fatalError() }
    public static var primaryAction: ToolbarItemPlacement { fatalError() }
    public static var confirmationAction: ToolbarItemPlacement { fatalError() }
    public static var cancellationAction: ToolbarItemPlacement { fatalError() }
    @available(iOS 17.0, *)
    public static var topBarLeading: ToolbarItemPlacement { fatalError() }
    @available(iOS 17.0, *)
    public static var topBarTrailing: ToolbarItemPlacement { fatalError() }
}

@available(iOS 14.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { return fatalError() }  // `return`: not through the builder
}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

@available(iOS 14.0, *)
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public var body: Never { return fatalError() }  // `return`: not through the builder
}

@available(iOS 13.0, *)
extension View {
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    @available(iOS 14.0, *)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View { fatalError() }
    @available(iOS 16.0, *)
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                                          @ViewBuilder destination: () -> V) -> some View {
        fatalError()
    }
    @available(iOS 14.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View { fatalError() }
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { fatalError() }
    @available(iOS 15.0, *)
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { fatalError() }
}
