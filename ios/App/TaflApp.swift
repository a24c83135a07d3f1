import SwiftUI
import TaflGame

/// The app: one GameModel (TaflGame) for the whole life of the process. The game is written to the
/// app's container whenever the scene leaves the foreground and restored at the next launch.
@main
struct TaflApp: App {
    @State private var model = GameModel(environment: .live())
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            GameScreen(model: model)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active { model.resume() } else { model.persist() }
        }
    }
}
