import SwiftUI
import TaflGame

/// The app: one AppModel (TaflGame) over the core's app object for the whole life of the process,
/// launched on the files in Application Support/Tafl (the core reads and writes them all). The
/// computer moves by itself while the scene is active; in the background every search stops. Every
/// board draws with the theme of the settings, in the system's light or dark appearance.
@main
struct TaflApp: App {
    @State private var model = AppModel.live()
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
