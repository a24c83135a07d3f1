import SwiftUI
import TaflGame

/// The app: one GameModel (TaflGame) for the whole life of the process. The computer moves by
/// itself while the scene is active; in the background its searches stop and the game is written
/// (it is also written after every change, so a killed app loses nothing). Every board draws with
/// the theme of the settings, in the system's light or dark appearance.
@main
struct TaflApp: App {
    @State private var model = GameModel(environment: .live())
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            GameScreen(model: model)
                .boardLook(of: model)
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            switch phase {
            case .active: model.resume()
            case .background: model.enterBackground()
            default: break
            }
        }
    }
}
