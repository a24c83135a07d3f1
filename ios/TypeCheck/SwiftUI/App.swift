// The app, its scenes and the scene's phase.

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, *)
extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
extension Never: Scene {}

@available(iOS 14.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
}

@available(iOS 14.0, *)
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 17.0, *)
extension Scene {
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene { fatalError() }
}

@available(iOS 14.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

@available(iOS 14.0, *)
extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
}
