// Controls and the containers of pages: buttons, toggles, pickers, fields, progress, menus,
// sharing, forms, lists and their sections.

@available(iOS 13.0, *)
public struct Button<Label: View>: View {
    public typealias Body = Never
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { fatalError() }
    @available(iOS 15.0, *)
    @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?,
                                               action: @escaping @MainActor () -> Void) { fatalError() }
}

@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static var destructive: ButtonRole { fatalError() }
    public static var cancel: ButtonRole { fatalError() }
}

/// A button style that decides how a button is triggered (the app only picks the system's).
@available(iOS 13.0, *)
public protocol PrimitiveButtonStyle {}

@available(iOS 13.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError() }
}

@available(iOS 15.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError() }
}

@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError() }
}

@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { fatalError() }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { fatalError() }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { fatalError() }
}

@available(iOS 13.0, *)
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Toggle where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

@available(iOS 13.0, *)
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    nonisolated public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                           @ViewBuilder label: () -> Label,
                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Picker where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                               @ViewBuilder content: () -> Content) { fatalError() }
}

/// How a picker shows its options (the app only picks the system's).
@available(iOS 13.0, *)
public protocol PickerStyle {}

@available(iOS 14.0, *)
public struct InlinePickerStyle: PickerStyle {
    public init() { fatalError() }
}

@available(iOS 13.0, *)
public struct SegmentedPickerStyle: PickerStyle {
    public init() { fatalError() }
}

@available(iOS 14.0, *)
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { fatalError() }
}

@available(iOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { fatalError() }
    nonisolated public func labelsHidden() -> some View { fatalError() }
    /// A tag a picker selects by (iOS 18 adds `includeOptional:`, which the app does not use).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { fatalError() }
}

@available(iOS 13.0, *)
public struct TextField<Label: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension TextField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { fatalError() }
}

@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { fatalError() }
    public static var words: TextInputAutocapitalization { fatalError() }
    public static var sentences: TextInputAutocapitalization { fatalError() }
    public static var characters: TextInputAutocapitalization { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    @available(iOS 15.0, *)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        fatalError()
    }
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }
    @available(iOS 16.0, *)
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { fatalError() }
}

@available(iOS 14.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() { fatalError() }
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fatalError() }
}

/// How a progress view draws (the app only picks the system's).
@available(iOS 14.0, *)
public protocol ProgressViewStyle {}

@available(iOS 14.0, *)
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() { fatalError() }
}

@available(iOS 14.0, *)
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { fatalError() }
}

@available(iOS 14.0, *)
extension View {
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { fatalError() }
}

@available(iOS 16.0, *)
public struct LabeledContent<Label, Content> {}

@available(iOS 16.0, *)
extension LabeledContent: View where Label: View, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension LabeledContent where Label == Text, Content == Text {
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { fatalError() }
}

@available(iOS 14.0, *)
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

/// A type that can be shared or dragged (CoreTransferable's; the app shares only text).
@available(iOS 16.0, *)
public protocol Transferable {}

@available(iOS 16.0, *)
extension String: Transferable {}

@available(iOS 16.0, *)
extension Never: Transferable {}

@available(iOS 16.0, *)
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
                        Label: View>: View where Data.Element: Transferable {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil,
                            @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> { fatalError() }
}

@available(iOS 13.0, *)
public struct Form<Content: View>: View {
    public typealias Body = Never
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                            @ViewBuilder footer: () -> Footer) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 15.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}
