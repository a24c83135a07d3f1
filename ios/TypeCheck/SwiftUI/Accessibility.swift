// VoiceOver: elements, labels, traits, actions and the motion setting.

@available(iOS 13.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits

    public static var isButton: AccessibilityTraits { fatalError() }
    public static var isHeader: AccessibilityTraits { fatalError() }
    public static var isSelected: AccessibilityTraits { fatalError() }

    public init() { fatalError() }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits)
        -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError() }
}

@available(iOS 13.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static var ignore: AccessibilityChildBehavior { fatalError() }
    public static var contain: AccessibilityChildBehavior { fatalError() }
    public static var combine: AccessibilityChildBehavior { fatalError() }
}

@available(iOS 13.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    public static var `default`: AccessibilityActionKind { fatalError() }
}

@available(iOS 13.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> some View { fatalError() }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                                _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 13.0, *)
extension EnvironmentValues {
    public var accessibilityReduceMotion: Bool { fatalError() }
}
