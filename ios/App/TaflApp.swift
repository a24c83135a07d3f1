import SwiftUI

@main
struct TaflApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
