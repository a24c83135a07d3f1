// A stand-in for type-checking only (see ios/README.md): the part of AVFoundation the app uses,
// with the signatures of Apple's reference, bodies `fatalError()`, never linked into an app.
@_exported import Foundation

@available(iOS 3.0, *)
open class AVAudioSession: NSObject {
    open class func sharedInstance() -> AVAudioSession { fatalError() }
    @available(iOS 10.0, *)
    open func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
                          options: AVAudioSession.CategoryOptions = []) throws { fatalError() }

    public struct Category: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { fatalError() }
        public static var ambient: AVAudioSession.Category { fatalError() }
    }

    public struct Mode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { fatalError() }
        public static var `default`: AVAudioSession.Mode { fatalError() }
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
    }
}

@available(iOS 2.2, *)
open class AVAudioPlayer: NSObject {
    public init(contentsOf url: URL) throws { fatalError() }
    @discardableResult open func prepareToPlay() -> Bool { fatalError() }
    @discardableResult open func play() -> Bool { fatalError() }
    open var currentTime: TimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
}
