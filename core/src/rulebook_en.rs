//! English wording of the rules page.

use crate::rulebook::{cap, KingPlace, KingRule, Place, Topic, Who, Words};
use crate::rules::{Escape, NoMoves, Repetition};
use crate::types::Side;

pub(crate) struct English;

fn pieces(n: usize) -> String {
    if n == 1 {
        "1 piece".to_string()
    } else {
        format!("{n} pieces")
    }
}

/// The pieces as the subject of "may …".
fn who(w: Who) -> &'static str {
    match w {
        Who::Nobody => "no piece",
        Who::Everyone => "every piece",
        Who::Soldiers => "the attackers and the defenders, but not the king,",
        Who::Attackers => "only the attackers",
        Who::Defenders => "only the defenders",
        Who::King => "only the king",
        Who::AttackersAndKing => "only the attackers and the king",
        Who::DefendersAndKing => "only the defenders and the king",
    }
}

/// The pieces after "hostile to".
fn to_whom(w: Who) -> &'static str {
    match w {
        Who::Nobody => "no piece",
        Who::Everyone => "every piece, the king included",
        Who::Soldiers => "the attackers and the defenders, but not to the king",
        Who::Attackers => "the attackers only",
        Who::Defenders => "the defenders only",
        Who::King => "the king only",
        Who::AttackersAndKing => "the attackers and the king",
        Who::DefendersAndKing => "the defenders and the king",
    }
}

impl Words for English {
    fn title(&self, name: &str) -> String {
        format!("{name}: rules")
    }

    fn heading(&self, topic: Topic) -> String {
        match topic {
            Topic::Board => "Board and pieces",
            Topic::Start => "Who moves first",
            Topic::Movement => "Moving",
            Topic::Goal => "Winning",
            Topic::Captures => "Capturing",
            Topic::KingCapture => "Capturing the king",
            Topic::Shieldwall => "Shieldwall",
            Topic::ExitFort => "Exit fort",
            Topic::Encirclement => "Encirclement",
            Topic::Repetition => "Repeated positions",
            Topic::MoveLimit => "Move limit",
            Topic::NoMoves => "No legal move",
        }
        .to_string()
    }

    fn side(&self, side: Side) -> String {
        match side {
            Side::Attackers => "the attackers",
            Side::Defenders => "the defenders",
        }
        .to_string()
    }

    fn quick_moves(&self, first: Side) -> String {
        format!(
            "{} move first. A move slides one piece in a straight line, like a rook in chess.",
            cap(&self.side(first))
        )
    }

    fn quick_escape(&self, escape: Escape) -> String {
        match escape {
            Escape::Corner => "Defenders: bring the king to a corner square.",
            Escape::Edge => "Defenders: bring the king to the edge of the board.",
        }
        .to_string()
    }

    fn quick_king(&self, rule: KingRule) -> String {
        match rule {
            KingRule::Two => "Attackers: capture the king by trapping him between two attackers.",
            KingRule::Four | KingRule::ThreeAndThrone => {
                "Attackers: capture the king by surrounding him on all four sides."
            }
        }
        .to_string()
    }

    fn quick_capture(&self) -> String {
        "Capture an enemy piece by moving so that it stands between two of your pieces.".into()
    }

    fn board(&self, size: u8, attackers: usize, defenders: usize) -> String {
        format!(
            "The board has {size}×{size} squares. The attackers have {}; the defenders have the \
             king and {}.",
            pieces(attackers),
            pieces(defenders)
        )
    }

    fn throne(&self, centre: &str, king_starts_there: bool) -> String {
        let mut s = format!("The centre square {centre} is the throne.");
        if king_starts_there {
            s.push_str(" The king starts on it.");
        }
        s
    }

    fn no_throne(&self) -> String {
        "There is no throne: the centre square is an ordinary square.".into()
    }

    fn corners(&self, squares: &str) -> String {
        format!("The four corner squares ({squares}) are special squares.")
    }

    fn first(&self, side: Side) -> String {
        format!(
            "{} move first; then the sides take turns, one move each.",
            cap(&self.side(side))
        )
    }

    fn rook_moves(&self) -> String {
        "Every piece, the king included, moves any number of empty squares along its row or \
         column, like a rook in chess. Pieces never jump over other pieces."
            .into()
    }

    fn throne_land(&self, w: Who) -> String {
        match w {
            Who::Nobody => "No piece may stop on the throne, not even the king.".into(),
            _ => format!("{} may stop on the throne.", cap(who(w))),
        }
    }

    fn king_cannot_return(&self) -> String {
        "Once the king has left the throne, he cannot return to it.".into()
    }

    fn throne_cross(&self, w: Who) -> String {
        match w {
            Who::Nobody => "No piece may pass over the throne.".into(),
            Who::Everyone => "Every piece may pass over the empty throne.".into(),
            _ => format!(
                "{} may pass over the throne; the others may not, even when it is empty.",
                cap(who(w))
            ),
        }
    }

    fn corner_land(&self, w: Who) -> String {
        match w {
            Who::Nobody => "No piece may stop on a corner square.".into(),
            _ => format!("{} may stop on a corner square.", cap(who(w))),
        }
    }

    fn escape(&self, escape: Escape) -> String {
        match escape {
            Escape::Corner => "The defenders win when the king reaches a corner square.",
            Escape::Edge => {
                "The defenders win when the king reaches any square on the edge of the board."
            }
        }
        .to_string()
    }

    fn attackers_win(&self) -> String {
        "The attackers win when they capture the king.".into()
    }

    fn custodial(&self, hostile_squares: bool) -> String {
        format!(
            "An attacker or a defender is captured when an enemy piece moves next to it and the \
             square on its other side, on the same row or column, holds an enemy piece{}. The \
             captured piece is removed from the board.",
            if hostile_squares {
                " or is a square hostile to it"
            } else {
                ""
            }
        )
    }

    fn moving_in_is_safe(&self) -> String {
        "Only the side that moves captures: a piece may safely move in between two enemy pieces."
            .into()
    }

    fn several_at_once(&self) -> String {
        "One move can capture several pieces at once. Capturing is never compulsory. The edge of \
         the board never helps to capture."
            .into()
    }

    fn hostile_meaning(&self) -> String {
        "A hostile square counts as an enemy piece when capturing.".into()
    }

    fn hostile(&self, place: Place, w: Who) -> String {
        let (subject, verb) = match place {
            Place::Corners => ("The corner squares", "are"),
            Place::EmptyThrone => ("The empty throne", "is"),
            Place::OccupiedThrone => ("The occupied throne", "is"),
        };
        match w {
            Who::Nobody => format!("{subject} {verb} never hostile."),
            _ => format!("{subject} {verb} hostile to {}.", to_whom(w)),
        }
    }

    fn armed_king(&self, armed: bool) -> String {
        if armed {
            "The king is armed: he helps to capture attackers, both when he moves and as the \
             piece on the other side."
                .into()
        } else {
            "The king is unarmed: he never helps to capture.".into()
        }
    }

    fn king_capture(&self, place: KingPlace, rule: KingRule, hostile_to_king: bool) -> String {
        let prefix = match place {
            KingPlace::Everywhere => "",
            KingPlace::OnThrone => "On the throne, ",
            KingPlace::BesideThrone => "Next to the throne, ",
            KingPlace::Elsewhere => "Anywhere else, ",
        };
        let body = match rule {
            KingRule::Two => format!(
                "the king is captured like any other piece: between the attacker that moves next \
                 to him and another attacker{} on his other side, on the same row or column.",
                if hostile_to_king {
                    " or a square hostile to him"
                } else {
                    ""
                }
            ),
            KingRule::Four => format!(
                "the king is captured only when attackers{} stand on all four sides of him.",
                if hostile_to_king {
                    " or squares hostile to him"
                } else {
                    ""
                }
            ),
            KingRule::ThreeAndThrone => "the king is captured when attackers stand on his three \
                                         other sides and the throne is the fourth."
                .to_string(),
        };
        cap(&format!("{prefix}{body}"))
    }

    fn empty_throne_against_king(&self, counts: bool) -> String {
        if counts {
            "There the empty throne counts against him like an attacker.".into()
        } else {
            "There the throne never counts against him.".into()
        }
    }

    fn king_safe_on_edge(&self) -> String {
        "The king can never be captured on an edge square.".into()
    }

    fn shieldwall(&self) -> String {
        "When two or more pieces of one side stand in a row along the edge of the board, each \
         with an enemy piece directly in front of it (one square towards the centre), and the \
         enemy closes both ends of the row with its pieces or a corner square, one end by the \
         move just made, every piece of the row is captured at once, except the king. The king \
         can close a row for his side."
            .into()
    }

    fn exit_fort(&self) -> String {
        "The defenders also win when the king stands on an edge square, can move, and is walled \
         in by defenders that the attackers can never capture, with no attacker inside the fort."
            .into()
    }

    fn encirclement(&self) -> String {
        "The attackers also win when they enclose the king and every defender in a ring that \
         keeps them all away from the edge of the board."
            .into()
    }

    fn repetition(&self, rule: Repetition) -> String {
        let third = "When the same position (the same pieces on the same squares, the same side \
                     to move) occurs for the third time,";
        match rule {
            Repetition::None => "Repeating positions is allowed and changes nothing.".into(),
            Repetition::Draw => format!("{third} the game is a draw."),
            Repetition::SideLoses(side) => format!("{third} {} lose.", self.side(side)),
            Repetition::MoverLoses => {
                format!("{third} the player whose move repeated it loses.")
            }
        }
    }

    fn move_limit(&self, plies: u32) -> String {
        format!(
            "If {plies} moves in a row (counting the moves of both sides) capture nothing, the \
             game is a draw. A win on the last of those moves still counts."
        )
    }

    fn no_moves(&self, rule: NoMoves) -> String {
        match rule {
            NoMoves::Loss => "A side that cannot make any move on its turn loses.",
            NoMoves::Draw => "If the side to move cannot make any move, the game is a draw.",
        }
        .to_string()
    }
}
