//! The board's looks: a few themes, each with a palette for the light and for the dark
//! appearance, so that both apps draw every board in the same colours and a colour is chosen
//! once. Tafl sets were made of wood, horn, bone, amber and stone: the themes follow them, and one
//! is built for contrast and colour blindness (the Okabe–Ito colours, told apart in every common
//! kind of colour blindness; a test checks it).
//!
//! Colours are 0xAARRGGBB.

use crate::words::Words;

/// A board theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ThemeId {
    /// Light wood, dark and bone pieces (the default).
    #[default]
    Wood,
    /// White marble and grey stone, amber and bone pieces.
    Marble,
    /// Black and white with the Okabe–Ito colours for the marks: the most contrast, safe for
    /// colour-blind players.
    Contrast,
}

impl ThemeId {
    pub const ALL: [ThemeId; 3] = [ThemeId::Wood, ThemeId::Marble, ThemeId::Contrast];

    /// The stable id kept in the settings.
    pub fn id(self) -> &'static str {
        match self {
            ThemeId::Wood => "wood",
            ThemeId::Marble => "marble",
            ThemeId::Contrast => "contrast",
        }
    }

    pub fn from_id(id: &str) -> Option<ThemeId> {
        ThemeId::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// Every colour a board is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Palette {
    /// An ordinary square.
    pub square: u32,
    /// The throne and the corners.
    pub special: u32,
    /// The mark drawn on the throne and the corners.
    pub special_mark: u32,
    /// The frame around the board.
    pub frame: u32,
    /// The lines between squares.
    pub grid_line: u32,
    /// The edge labels (a, b, …; 1, 2, …).
    pub label: u32,
    /// The squares of the last move (a wash) and its mark.
    pub last_move: u32,
    pub last_move_mark: u32,
    /// The selected piece's ring and the halo that keeps it visible on any piece.
    pub selected: u32,
    pub selected_halo: u32,
    /// The dots on the squares the selected piece can reach, and their halo.
    pub target: u32,
    pub target_halo: u32,
    /// The hint's squares.
    pub hint: u32,
    /// A piece just captured (fading out) and its mark.
    pub capture: u32,
    pub attacker: u32,
    pub attacker_edge: u32,
    /// The highlight on an attacker's top.
    pub attacker_shine: u32,
    pub defender: u32,
    pub defender_edge: u32,
    /// The king's crown.
    pub crown: u32,
}

/// A theme as the settings page offers it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardTheme {
    pub id: ThemeId,
    /// Its name in the player's language.
    pub name: String,
    pub light: Palette,
    pub dark: Palette,
}

/// Every theme, the default first, named in `w`'s words.
pub fn themes(w: &Words) -> Vec<BoardTheme> {
    ThemeId::ALL
        .into_iter()
        .map(|id| BoardTheme {
            id,
            name: w.format("theme-name", &[("theme", id.id().into())]),
            light: palette(id, false),
            dark: palette(id, true),
        })
        .collect()
}

/// The palette of a theme for the light or the dark appearance.
pub fn palette(id: ThemeId, dark: bool) -> Palette {
    match (id, dark) {
        (ThemeId::Wood, false) => Palette {
            square: 0xFFE8D3A9,
            special: 0xFFC4A06E,
            special_mark: 0xFF6D4C2A,
            frame: 0xFF8B6B43,
            grid_line: 0xFFA88657,
            label: 0xFF5D4037,
            last_move: 0x66F2C94C,
            last_move_mark: 0xFFB7791F,
            selected: 0xFF1565C0,
            selected_halo: 0xFFFFFFFF,
            target: 0xFF1565C0,
            target_halo: 0xCCFFFFFF,
            hint: 0xFF2E7D32,
            capture: 0xFFC62828,
            attacker: 0xFF2B2523,
            attacker_edge: 0xFF000000,
            attacker_shine: 0x66FFFFFF,
            defender: 0xFFF7F3EA,
            defender_edge: 0xFF3E3A36,
            crown: 0xFFC9A227,
        },
        (ThemeId::Wood, true) => Palette {
            square: 0xFFA78A5F,
            special: 0xFF83663F,
            special_mark: 0xFF3B2815,
            frame: 0xFF4E3A22,
            grid_line: 0xFF6B5232,
            label: 0xFFD7C3A5,
            last_move: 0x66F2C94C,
            last_move_mark: 0xFFF0B845,
            selected: 0xFF0D47A1,
            selected_halo: 0xFFFFFFFF,
            target: 0xFF0D47A1,
            target_halo: 0xCCFFFFFF,
            hint: 0xFF1B5E20,
            capture: 0xFFB71C1C,
            attacker: 0xFF1E1A18,
            attacker_edge: 0xFF000000,
            attacker_shine: 0x55FFFFFF,
            defender: 0xFFEDE6D6,
            defender_edge: 0xFF2A2623,
            crown: 0xFFD4AF37,
        },
        (ThemeId::Marble, false) => Palette {
            square: 0xFFEAE7E1,
            special: 0xFFC8C3B9,
            special_mark: 0xFF5E5A52,
            frame: 0xFF6F6B63,
            grid_line: 0xFFA9A49B,
            label: 0xFF4A4740,
            last_move: 0x66E0B84C,
            last_move_mark: 0xFFA8811F,
            selected: 0xFF1A5FB4,
            selected_halo: 0xFFFFFFFF,
            target: 0xFF1A5FB4,
            target_halo: 0xCCFFFFFF,
            hint: 0xFF2E7D32,
            capture: 0xFFB3261E,
            attacker: 0xFF8C3B1E,
            attacker_edge: 0xFF3D170B,
            attacker_shine: 0x55FFFFFF,
            defender: 0xFFF4EEDD,
            defender_edge: 0xFF5B554A,
            crown: 0xFFC9A227,
        },
        (ThemeId::Marble, true) => Palette {
            square: 0xFF74716B,
            special: 0xFF57544F,
            special_mark: 0xFFD8D2C6,
            frame: 0xFF2C2B29,
            grid_line: 0xFF4A4844,
            label: 0xFFCFCAC0,
            last_move: 0x66E0B84C,
            last_move_mark: 0xFFE8C560,
            selected: 0xFF8AB8FF,
            selected_halo: 0xFF1E1E1E,
            target: 0xFF8AB8FF,
            target_halo: 0xCC1E1E1E,
            hint: 0xFF81C784,
            capture: 0xFFFF7A6E,
            attacker: 0xFFB4532F,
            attacker_edge: 0xFFE6C8B0,
            attacker_shine: 0x55FFFFFF,
            defender: 0xFFEDE7D5,
            defender_edge: 0xFF1E1C19,
            crown: 0xFFE8C24A,
        },
        (ThemeId::Contrast, false) => Palette {
            square: 0xFFFFFFFF,
            special: 0xFFBDBDBD,
            special_mark: 0xFF000000,
            frame: 0xFF000000,
            grid_line: 0xFF000000,
            label: 0xFF000000,
            last_move: 0x66D55E00,
            last_move_mark: 0xFFD55E00,
            selected: 0xFF0072B2,
            selected_halo: 0xFFFFFFFF,
            target: 0xFF0072B2,
            target_halo: 0xCCFFFFFF,
            hint: 0xFF56B4E9,
            capture: 0xFFCC79A7,
            attacker: 0xFF000000,
            attacker_edge: 0xFF000000,
            attacker_shine: 0x66FFFFFF,
            defender: 0xFFFFFFFF,
            defender_edge: 0xFF000000,
            crown: 0xFFE69F00,
        },
        (ThemeId::Contrast, true) => Palette {
            square: 0xFF000000,
            special: 0xFF595959,
            special_mark: 0xFFFFFFFF,
            frame: 0xFFFFFFFF,
            grid_line: 0xFFFFFFFF,
            label: 0xFFFFFFFF,
            last_move: 0x66F0E442,
            last_move_mark: 0xFFF0E442,
            selected: 0xFF56B4E9,
            selected_halo: 0xFF000000,
            target: 0xFF56B4E9,
            target_halo: 0xCC000000,
            hint: 0xFF0072B2,
            capture: 0xFFD55E00,
            attacker: 0xFF000000,
            attacker_edge: 0xFFFFFFFF,
            attacker_shine: 0x66FFFFFF,
            defender: 0xFFFFFFFF,
            defender_edge: 0xFF000000,
            crown: 0xFFF0E442,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// sRGB channel (0–255) to linear light.
    fn linear(c: u32) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    fn rgb(argb: u32) -> [f64; 3] {
        [
            linear((argb >> 16) & 0xFF),
            linear((argb >> 8) & 0xFF),
            linear(argb & 0xFF),
        ]
    }

    /// WCAG relative luminance.
    fn luminance(argb: u32) -> f64 {
        let [r, g, b] = rgb(argb);
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// WCAG contrast ratio (1–21).
    fn contrast(a: u32, b: u32) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// Linear RGB as a person with each common colour-vision deficiency sees it (Machado, Oliveira
    /// and Fernandes 2009, full severity).
    fn simulate(c: [f64; 3], kind: usize) -> [f64; 3] {
        const M: [[[f64; 3]; 3]; 3] = [
            // protanopia
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            // deuteranopia
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            // tritanopia
            [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        ];
        let m = M[kind];
        let mut out = [0.0; 3];
        for (i, row) in m.iter().enumerate() {
            out[i] = (row[0] * c[0] + row[1] * c[1] + row[2] * c[2]).clamp(0.0, 1.0);
        }
        out
    }

    /// CIE L*a*b* of linear RGB (D65).
    fn lab(c: [f64; 3]) -> [f64; 3] {
        let x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
        let y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
        let z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [
            116.0 * f(y) - 16.0,
            500.0 * (f(x) - f(y)),
            200.0 * (f(y) - f(z)),
        ]
    }

    fn distance(a: [f64; 3], b: [f64; 3]) -> f64 {
        let (la, lb) = (lab(a), lab(b));
        ((la[0] - lb[0]).powi(2) + (la[1] - lb[1]).powi(2) + (la[2] - lb[2]).powi(2)).sqrt()
    }

    #[test]
    fn pieces_stand_out_from_their_squares_in_every_palette() {
        for id in ThemeId::ALL {
            for dark in [false, true] {
                let p = palette(id, dark);
                for square in [p.square, p.special] {
                    // A piece is seen by its body or by its edge.
                    for (body, edge) in
                        [(p.attacker, p.attacker_edge), (p.defender, p.defender_edge)]
                    {
                        let seen = contrast(body, square).max(contrast(edge, square));
                        assert!(
                            seen >= 3.0,
                            "{id:?} dark={dark}: {body:08X} on {square:08X}: {seen:.2}"
                        );
                    }
                }
                assert!(
                    contrast(p.attacker, p.defender) >= 3.0,
                    "{id:?} dark={dark}: sides alike"
                );
            }
        }
    }

    #[test]
    fn the_contrast_theme_tells_its_marks_apart_in_every_common_colour_blindness() {
        for dark in [false, true] {
            let p = palette(ThemeId::Contrast, dark);
            let marks = [
                ("selected", p.selected),
                ("last move", p.last_move_mark),
                ("hint", p.hint),
                ("capture", p.capture),
            ];
            for kind in 0..3 {
                for (i, (a, ca)) in marks.iter().enumerate() {
                    for (b, cb) in &marks[i + 1..] {
                        let d = distance(simulate(rgb(*ca), kind), simulate(rgb(*cb), kind));
                        assert!(
                            d >= 20.0,
                            "dark={dark} kind={kind}: {a} and {b} differ by {d:.1}"
                        );
                    }
                    let on_square = contrast(*ca, p.square);
                    assert!(
                        on_square >= 1.8,
                        "dark={dark}: {a} on the square: {on_square:.2}"
                    );
                }
            }
            // Pieces and lines at the strongest contrast there is.
            assert!(contrast(p.grid_line, p.square) >= 15.0);
        }
    }

    #[test]
    fn themes_have_names_in_every_language_and_ids_read_back() {
        for lang in crate::words::Lang::all() {
            let w = Words::new(lang);
            let names: Vec<String> = themes(&w).into_iter().map(|t| t.name).collect();
            assert_eq!(names.len(), 3);
            assert!(names.iter().all(|n| !n.starts_with("theme-")), "{names:?}");
        }
        for id in ThemeId::ALL {
            assert_eq!(ThemeId::from_id(id.id()), Some(id));
        }
        assert_eq!(ThemeId::from_id("neon"), None);
    }
}
