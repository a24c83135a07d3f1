// The state a view reads: State, Binding, Bindable (Observation), Environment and its keys.

@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 17.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    // Stored besides the value, as in SwiftUI, so the implied memberwise initializer is not
    // `init(wrappedValue:)` (Bindable has that only for observable objects).
    private let location: AnyObject

    // In the type's own body with a `where` clause (not in a constrained extension): only there
    // does the compiler take `init(wrappedValue:)` for a view's memberwise initializer, which
    // then takes the object itself.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public var projectedValue: Bindable<Value> { fatalError() }
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

@available(iOS 17.0, *)
extension Bindable: DynamicProperty {}

@available(iOS 13.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 13.0, *)
extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError()
    }
}

@available(iOS 13.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}
