import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The board theme chosen in the settings, kept and restored, and its colours for both appearances.
@Suite("Board themes")
@MainActor
struct ThemeTests {
    @Test func theThemeChoiceIsSavedRestoredAndReachesTheCore() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(folder: folder)
        #expect(model.boardTheme == .wood)                       // the default
        model.boardTheme = .contrast                             // the settings page's picker
        #expect(model.preferences.boardTheme == .contrast)
        #expect(model.game.controller.preferences().boardTheme == .contrast)
        model.showLegalMoves = false               // the other settings stay as they were
        #expect(model.boardTheme == .contrast)
        await model.quit()
        let stored = try Data(contentsOf: folder.appendingPathComponent("settings.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        #expect(json["board_theme"] as? String == "contrast", "the core wrote it")

        let reloaded = await makeModel(folder: folder)
        #expect(reloaded.boardTheme == .contrast && reloaded.preferences == model.preferences)
        reloaded.boardTheme = .marble
        await reloaded.quit()
        #expect(await makeModel(folder: folder).boardTheme == .marble)
    }

    @Test func thePaletteIsTheChosenThemesForTheAppearance() async {
        let model = await makeModel()
        for theme in [ThemeId.wood, .marble, .contrast] {
            model.boardTheme = theme
            #expect(model.palette(dark: false) == boardPalette(theme: theme, dark: false))
            #expect(model.palette(dark: true) == boardPalette(theme: theme, dark: true))
            #expect(model.palette(dark: true) != model.palette(dark: false))
        }
        #expect(model.palette(dark: false).square == 0xFFFF_FFFF)      // high contrast: white squares
        #expect(model.palette(dark: true).square == 0xFF00_0000)       // and black ones in the dark
    }

    @Test(arguments: TaflLanguage.allCases)
    func theSettingsOfferEveryThemeByName(_ language: TaflLanguage) async {
        let model = await makeModel(language: language)
        let themes = model.boardThemes
        #expect(themes.map(\.id) == [.wood, .marble, .contrast])
        #expect(Set(themes.map(\.name)).count == 3 && themes.allSatisfy { !$0.name.isEmpty && !$0.name.hasPrefix("theme") })
        #expect(themes.allSatisfy { $0.light == boardPalette(theme: $0.id, dark: false) })
        if language != .english {
            let english = await makeModel().boardThemes
            #expect(zip(themes, english).allSatisfy { $0.name != $1.name })
        }
    }

    @Test func theCoresColoursComeApartIntoChannels() {
        let wash = ColorChannels(argb: 0x66F2_C94C)
        #expect(wash.alpha == Double(0x66) / 255 && wash.red == Double(0xF2) / 255)
        #expect(wash.green == Double(0xC9) / 255 && wash.blue == Double(0x4C) / 255)
        #expect(ColorChannels(argb: 0xFF00_0000) == ColorChannels(argb: 0xFF00_0000))
        let white = ColorChannels(argb: 0xFFFF_FFFF)
        #expect(white.red == 1 && white.green == 1 && white.blue == 1 && white.alpha == 1)
        #expect(ColorChannels(argb: 0).alpha == 0)
    }
}

/// Where the game page puts the board, for the sizes the app meets: pages measured inside the safe
/// area and under the navigation bar.
@Suite("Game page layout")
struct LayoutTests {
    /// The board and what goes with it fit in the page, and the board is square by construction.
    func fits(_ layout: GameLayout, width: Double, height: Double) -> Bool {
        let s = GameLayout.spacing
        switch layout.arrangement {
        case .stacked:
            return layout.boardSide <= width - 2 * s
                && layout.boardSide + layout.panel + 2 * s <= height - 2 * s + 0.5
                && layout.panel >= GameLayout.stackedPanelHeight
        case .sideBySide:
            return layout.boardSide <= height - 2 * s
                && layout.boardSide + s + layout.panel <= width - 2 * s + 0.5
                && layout.panel >= GameLayout.sidePanelMinWidth
        }
    }

    @Test func aPhoneInPortraitStacksWithTheBoardAsWideAsThePage() {
        // iPhone 15: 393 × 852, less the status bar (59), the home indicator (34) and the bar (44)
        let phone = GameLayout.fitting(width: 393, height: 715)
        #expect(phone.arrangement == .stacked)
        #expect(phone.boardSide == 369)                          // 393 less the margins: no side band
        #expect(phone.panel == 715 - 24 - 369 - 24)              // status, buttons and moves fill the rest
        #expect(fits(phone, width: 393, height: 715))
        // iPhone SE: 375 × 667, less 20 and 44
        let small = GameLayout.fitting(width: 375, height: 603)
        #expect(small.arrangement == .stacked && small.boardSide == 351 && fits(small, width: 375, height: 603))
    }

    @Test func aPhoneInLandscapePutsTheBoardBesideThePanel() {
        // iPhone 15 turned: 852 less the two sensor-side insets (59 each) × 393 less the bar (32)
        // and the home indicator (21)
        let phone = GameLayout.fitting(width: 734, height: 340)
        #expect(phone.arrangement == .sideBySide)
        #expect(phone.boardSide == 316)                          // as tall as the page allows
        #expect(phone.panel == 734 - 24 - 316 - 12)
        #expect(fits(phone, width: 734, height: 340))
        // stacked, the board would have been 340 - 24 - 150 - 24 = 142 points
        let small = GameLayout.fitting(width: 667, height: 343)  // iPhone SE turned
        #expect(small.arrangement == .sideBySide && small.boardSide == 319 && fits(small, width: 667, height: 343))
    }

    @Test func aTenInchTabletStacksUprightAndSitsSideBySideTurned() {
        // iPad (10th generation), 10.9 inch: 820 × 1180, less the status bar (24), the bar (50)
        // and the home indicator (20)
        let upright = GameLayout.fitting(width: 820, height: 1086)
        #expect(upright.arrangement == .stacked && upright.boardSide == 796 && fits(upright, width: 820, height: 1086))
        let turned = GameLayout.fitting(width: 1180, height: 726)
        #expect(turned.arrangement == .sideBySide && turned.boardSide == 702)
        #expect(turned.panel == GameLayout.sidePanelMaxWidth)    // the spare width is not spread thin
        #expect(fits(turned, width: 1180, height: 726))
        // iPad 10.2 inch: 810 × 1080
        let older = GameLayout.fitting(width: 1080, height: 716)
        #expect(older.arrangement == .sideBySide && older.boardSide == 692 && older.panel == 1080 - 24 - 692 - 12)
    }

    @Test func theBiggerBoardWinsInBetweenAndNothingBreaksOnOddSizes() {
        // a square window (a tablet's split view): stacked gives 502, beside 384
        let square = GameLayout.fitting(width: 700, height: 700)
        #expect(square.arrangement == .stacked && square.boardSide == 502)
        // a little wider than tall: beside wins once its board is the bigger one
        let wide = GameLayout.fitting(width: 900, height: 600)
        #expect(wide.arrangement == .sideBySide && wide.boardSide == 576)
        for (w, h) in [(0.0, 0.0), (-5, 100), (100, -5), (.nan, 300), (.infinity, 300), (20, 20)] {
            let layout = GameLayout.fitting(width: w, height: h)
            #expect(layout.boardSide >= 0 && layout.panel >= 0 && layout.boardSide.isFinite && layout.panel.isFinite)
        }
    }
}

/// The sounds of moves and captures: the core's view cues them, the page plays each new cue once.
@Suite("Sounds")
@MainActor
struct SoundTests {
    /// What the page does: watches the view's cue and plays what `toPlay` says.
    @MainActor
    final class Ear {
        private var last: SoundCue?
        private(set) var heard: [BoardSound] = []

        init(_ model: AppModel) { last = model.game.view.board.sound }

        func listen(_ model: AppModel) {
            if let sound = SoundCue.toPlay(from: last, to: model.game.view.board.sound) { heard.append(sound) }
            last = model.game.view.board.sound
        }
    }

    @Test func aMoveAndACaptureEachSoundOnceUndoRedoAndNewGamesDoNot() async {
        let model = await makeModel(choice(.brandubh))
        let ear = Ear(model)
        #expect(model.game.view.board.sound == nil)
        await tapMoves(model, "f4-f3")
        ear.listen(model)
        #expect(model.game.view.board.sound == SoundCue(serial: 1, sound: .move) && ear.heard == [.move])
        model.game.tap(sq("c4"))                                      // a selection is silent
        ear.listen(model)
        model.game.tap(sq("c4"))
        for move in "c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3".split(separator: " ") {   // b3-c3 captures d3
            await tapMoves(model, String(move))
            ear.listen(model)
        }
        #expect(ear.heard == [.move, .move, .move, .move, .move, .move, .capture])
        #expect(model.game.view.board.sound == SoundCue(serial: 7, sound: .capture))
        model.game.undo()
        ear.listen(model)
        model.game.redo()
        ear.listen(model)
        model.start(choice(.brandubh))
        ear.listen(model)
        #expect(ear.heard.count == 7 && model.game.view.board.sound?.serial == 7)   // none of them sounds
        await tapMoves(model, "d2-c2")
        ear.listen(model)
        #expect(ear.heard.last == .move && model.game.view.board.sound?.serial == 8)   // the count goes on
    }

    @Test func theComputersMovesSoundAndTheSettingSilencesEverySound() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        // the computer opened as the attackers
        #expect(model.game.view.ply == 1 && model.game.view.board.sound?.sound == .move)
        let ear = Ear(model)
        await tapMoves(model, "d3-e3")
        ear.listen(model)
        #expect(model.game.view.ply == 3 && ear.heard.count == 1)    // the computer answered: one new cue
        #expect(model.game.view.board.sound?.serial == 3)
        model.captureFeedback = false
        ear.listen(model)
        let (from, to) = try anyMove(model)
        model.game.tap(from)
        model.game.tap(to)
        await model.settle()
        ear.listen(model)
        #expect(model.game.view.ply == 5 && model.game.view.board.sound?.serial == 3 && ear.heard.count == 1)
    }

    @Test func aRestoredGameIsSilentUntilTheNextMove() async {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(model, "f4-f3 c4-c6")
        await model.quit()
        let restored = await makeModel(folder: folder)
        #expect(restored.game.view.ply == 2 && restored.game.view.board.sound == nil)
        await tapMoves(restored, "f3-e3")
        #expect(restored.game.view.board.sound == SoundCue(serial: 1, sound: .move))
    }

    @Test func aCueIsPlayedOnceAndOnlyWhenItsSerialGrew() {
        let first = SoundCue(serial: 1, sound: .move), second = SoundCue(serial: 2, sound: .capture)
        #expect(SoundCue.toPlay(from: nil, to: first) == .move)
        #expect(SoundCue.toPlay(from: first, to: second) == .capture)
        #expect(SoundCue.toPlay(from: second, to: second) == nil)
        #expect(SoundCue.toPlay(from: second, to: first) == nil)
        #expect(SoundCue.toPlay(from: first, to: nil) == nil && SoundCue.toPlay(from: nil, to: nil) == nil)
    }
}

/// What the app target bundles besides code: the icon set and the two sounds it plays.
@Suite("App resources")
struct AppResourceTests {
    @Test func theIconSetNamesOpaque1024PixelImagesForEachAppearance() throws {
        let set = appDirectory.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        let contents = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: contents) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        let appearances = images.map { (($0["appearances"] as? [[String: String]])?.first?["value"]) ?? "any" }
        #expect(appearances == ["any", "dark", "tinted"])
        for image in images {
            #expect(image["size"] as? String == "1024x1024" && image["idiom"] as? String == "universal")
            let name = try #require(image["filename"] as? String)
            let png = try Data(contentsOf: set.appendingPathComponent(name))
            // the PNG signature, then IHDR: width, height, bit depth 8, colour type 2 (RGB, no alpha)
            #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
            let header = [UInt8](png[16..<26])
            let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 1024 && height == 1024 && header[8] == 8 && header[9] == 2, "\(name)")
        }
        let project = try String(contentsOf: appDirectory.deletingLastPathComponent().appendingPathComponent("project.yml"),
                                 encoding: .utf8)
        #expect(project.contains("ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon") && project.contains("- path: App\n"))
    }

    @Test(arguments: ["move", "capture"])
    func theSoundsThePlayerLoadsAreShortWaveFiles(_ name: String) throws {
        let wav = try Data(contentsOf: appDirectory.appendingPathComponent("Sounds/\(name).wav"))
        #expect(wav.prefix(4) == Data("RIFF".utf8) && wav[8..<12] == Data("WAVE".utf8))
        #expect(wav.count > 1000 && wav.count < 100_000)
    }
}
