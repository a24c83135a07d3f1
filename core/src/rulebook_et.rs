//! Estonian wording of the rules page (kuningas, ründajad, kaitsjad, troon, nurgad).

use crate::rulebook::{KingPlace, KingRule, Place, Topic, Who, Words};
use crate::rules::{Escape, NoMoves, Repetition};
use crate::types::Side;

pub(crate) struct Estonian;

/// "1 nupp", "8 nuppu" (partitive after numbers above one).
fn pieces(n: usize) -> String {
    if n == 1 {
        "1 nupp".to_string()
    } else {
        format!("{n} nuppu")
    }
}

/// The pieces as a subject (nominative).
fn who(w: Who) -> &'static str {
    match w {
        Who::Nobody => "ükski nupp",
        Who::Everyone => "iga nupp",
        Who::Soldiers => "ründajad ja kaitsjad, kuid mitte kuningas",
        Who::Attackers => "ainult ründajad",
        Who::Defenders => "ainult kaitsjad",
        Who::King => "ainult kuningas",
        Who::AttackersAndKing => "ainult ründajad ja kuningas",
        Who::DefendersAndKing => "ainult kaitsjad ja kuningas",
    }
}

/// "tohib" / "tohivad".
fn may(w: Who) -> &'static str {
    if w.plural() {
        "tohivad"
    } else {
        "tohib"
    }
}

/// The pieces after "vaenulik" (allative).
fn to_whom(w: Who) -> &'static str {
    match w {
        Who::Nobody => "mitte ühelegi nupule",
        Who::Everyone => "kõigile nuppudele, ka kuningale",
        Who::Soldiers => "ründajatele ja kaitsjatele, kuid mitte kuningale",
        Who::Attackers => "ainult ründajatele",
        Who::Defenders => "ainult kaitsjatele",
        Who::King => "ainult kuningale",
        Who::AttackersAndKing => "ründajatele ja kuningale",
        Who::DefendersAndKing => "kaitsjatele ja kuningale",
    }
}

impl Words for Estonian {
    fn title(&self, name: &str) -> String {
        format!("{name}: reeglid")
    }

    fn heading(&self, topic: Topic) -> String {
        match topic {
            Topic::Board => "Mängulaud ja nupud",
            Topic::Start => "Kes alustab",
            Topic::Movement => "Käigud",
            Topic::Goal => "Võit",
            Topic::Captures => "Löömine",
            Topic::KingCapture => "Kuninga löömine",
            Topic::Shieldwall => "Kilbimüür",
            Topic::ExitFort => "Servakindlus",
            Topic::Encirclement => "Piiramine",
            Topic::Repetition => "Seisude kordumine",
            Topic::MoveLimit => "Käikude piir",
            Topic::NoMoves => "Käiguvõimaluse puudumine",
        }
        .to_string()
    }

    fn side(&self, side: Side) -> String {
        match side {
            Side::Attackers => "ründajad",
            Side::Defenders => "kaitsjad",
        }
        .to_string()
    }

    fn quick_moves(&self, first: Side) -> String {
        format!(
            "Esimesena käivad {}. Käigul liigub üks nupp sirgjooneliselt nagu vanker males.",
            self.side(first)
        )
    }

    fn quick_escape(&self, escape: Escape) -> String {
        match escape {
            Escape::Corner => "Kaitsjad: vii kuningas nurka.",
            Escape::Edge => "Kaitsjad: vii kuningas laua servale.",
        }
        .to_string()
    }

    fn quick_king(&self, rule: KingRule) -> String {
        match rule {
            KingRule::Two => "Ründajad: löö kuningas, püüdes ta kahe ründaja vahele.",
            KingRule::Four | KingRule::ThreeAndThrone => {
                "Ründajad: löö kuningas, ümbritsedes ta neljast küljest."
            }
        }
        .to_string()
    }

    fn quick_capture(&self) -> String {
        "Vastase nupu lööd, kui see jääb pärast sinu käiku kahe sinu nupu vahele.".into()
    }

    fn board(&self, size: u8, attackers: usize, defenders: usize) -> String {
        format!(
            "Mängulaual on {size}×{size} ruutu. Ründajatel on {}, kaitsjatel kuningas ja {}.",
            pieces(attackers),
            pieces(defenders)
        )
    }

    fn throne(&self, centre: &str, king_starts_there: bool) -> String {
        let mut s = format!("Keskmine ruut {centre} on troon.");
        if king_starts_there {
            s.push_str(" Mängu alguses seisab sellel kuningas.");
        }
        s
    }

    fn no_throne(&self) -> String {
        "Trooni ei ole: keskmine ruut on tavaline ruut.".into()
    }

    fn corners(&self, squares: &str) -> String {
        format!("Neli nurka ({squares}) on eriruudud.")
    }

    fn first(&self, side: Side) -> String {
        format!(
            "Esimesena käivad {}, seejärel käiakse kordamööda, kumbki pool ühe käigu.",
            self.side(side)
        )
    }

    fn rook_moves(&self) -> String {
        "Iga nupp, ka kuningas, liigub mööda rida või veergu ükskõik kui mitu vaba ruutu, nagu \
         vanker males. Üle teiste nuppude hüpata ei saa."
            .into()
    }

    fn throne_land(&self, w: Who) -> String {
        match w {
            Who::Nobody => "Troonil ei tohi käiku lõpetada ükski nupp, ka mitte kuningas.".into(),
            _ => format!("Troonil {} käigu lõpetada {}.", may(w), who(w)),
        }
    }

    fn king_cannot_return(&self) -> String {
        "Kui kuningas on troonilt lahkunud, ei saa ta sinna tagasi minna.".into()
    }

    fn throne_cross(&self, w: Who) -> String {
        match w {
            Who::Nobody => "Üle trooni ei tohi liikuda ükski nupp.".into(),
            Who::Everyone => "Üle tühja trooni tohib liikuda iga nupp.".into(),
            _ => format!(
                "Üle trooni {} liikuda {}; teised ei tohi seda ületada ka siis, kui troon on tühi.",
                may(w),
                who(w)
            ),
        }
    }

    fn corner_land(&self, w: Who) -> String {
        match w {
            Who::Nobody => "Nurgas ei tohi käiku lõpetada ükski nupp.".into(),
            _ => format!("Nurgas {} käigu lõpetada {}.", may(w), who(w)),
        }
    }

    fn escape(&self, escape: Escape) -> String {
        match escape {
            Escape::Corner => "Kaitsjad võidavad, kui kuningas jõuab mõnda nurka.",
            Escape::Edge => {
                "Kaitsjad võidavad, kui kuningas jõuab ükskõik millisele laua serva ruudule."
            }
        }
        .to_string()
    }

    fn attackers_win(&self) -> String {
        "Ründajad võidavad, kui nad löövad kuninga.".into()
    }

    fn custodial(&self, hostile_squares: bool) -> String {
        format!(
            "Ründaja või kaitsja lüüakse, kui vastase nupp liigub tema kõrvale ja teisel pool \
             teda on samal real või veerus vastase nupp{}. Löödud nupp eemaldatakse laualt.",
            if hostile_squares {
                " või talle vaenulik ruut"
            } else {
                ""
            }
        )
    }

    fn moving_in_is_safe(&self) -> String {
        "Lüüa saab ainult oma käiguga: kahe vastase nupu vahele võib oma nupu ohutult viia.".into()
    }

    fn several_at_once(&self) -> String {
        "Üks käik võib lüüa mitu nuppu korraga. Löömine ei ole kohustuslik. Laua serv ei aita \
         kunagi lüüa."
            .into()
    }

    fn hostile_meaning(&self) -> String {
        "Vaenulik ruut toimib löömisel nagu vastase nupp.".into()
    }

    fn hostile(&self, place: Place, w: Who) -> String {
        let (subject, adjective) = match place {
            Place::Corners => ("Nurgad", "vaenulikud"),
            Place::EmptyThrone => ("Tühi troon", "vaenulik"),
            Place::OccupiedThrone => ("Hõivatud troon", "vaenulik"),
        };
        match w {
            Who::Nobody => format!("{subject} ei ole kunagi {adjective}."),
            _ => format!("{subject} on {adjective} {}.", to_whom(w)),
        }
    }

    fn armed_king(&self, armed: bool) -> String {
        if armed {
            "Kuningas on relvastatud: ta aitab ründajaid lüüa nii ise käies kui ka teisel pool \
             seistes."
                .into()
        } else {
            "Kuningas ei ole relvastatud: ta ei aita kunagi lüüa.".into()
        }
    }

    fn king_capture(&self, place: KingPlace, rule: KingRule, hostile_to_king: bool) -> String {
        let head = match place {
            KingPlace::Everywhere => "Kuningas lüüakse",
            KingPlace::OnThrone => "Troonil lüüakse kuningas",
            KingPlace::BesideThrone => "Trooni kõrval lüüakse kuningas",
            KingPlace::Elsewhere => "Mujal lüüakse kuningas",
        };
        match rule {
            KingRule::Two => format!(
                "{head} nagu iga teine nupp: kui ründaja liigub tema kõrvale ja teisel pool teda \
                 on samal real või veerus teine ründaja{}.",
                if hostile_to_king {
                    " või talle vaenulik ruut"
                } else {
                    ""
                }
            ),
            KingRule::Four => format!(
                "{head} ainult siis, kui tema kõigil neljal küljel on ründajad{}.",
                if hostile_to_king {
                    " või talle vaenulikud ruudud"
                } else {
                    ""
                }
            ),
            KingRule::ThreeAndThrone => format!(
                "{head}, kui ründajad on tema kolmel ülejäänud küljel ja neljandal küljel on troon."
            ),
        }
    }

    fn empty_throne_against_king(&self, counts: bool) -> String {
        if counts {
            "Seal on tühi troon talle vaenulik nagu ründaja.".into()
        } else {
            "Seal ei ole troon talle kunagi vaenulik.".into()
        }
    }

    fn king_safe_on_edge(&self) -> String {
        "Laua serval ei saa kuningat lüüa.".into()
    }

    fn shieldwall(&self) -> String {
        "Kui ühe poole kaks või enam nuppu seisavad reas laua serval, igaühe ees (üks ruut keskme \
         poole) on vastase nupp ning vastane sulgeb rea mõlemad otsad oma nuppude või nurgaga, \
         ühe otsa just tehtud käiguga, lüüakse kõik rea nupud korraga, välja arvatud kuningas. \
         Kuningas võib oma poole eest rea otsa sulgeda."
            .into()
    }

    fn exit_fort(&self) -> String {
        "Kaitsjad võidavad ka siis, kui kuningas seisab laua serval, saab liikuda ja on \
         ümbritsetud kaitsjatest, keda ründajad ei saa kunagi lüüa, ning kindluse sees ei ole \
         ühtegi ründajat."
            .into()
    }

    fn encirclement(&self) -> String {
        "Ründajad võidavad ka siis, kui nad sulgevad kuninga ja kõik kaitsjad rõngasse, millest \
         ükski neist ei pääse laua servale."
            .into()
    }

    fn repetition(&self, rule: Repetition) -> String {
        let third = "Kui sama seis (samad nupud samadel ruutudel ja sama pool käigul) tekib \
                     kolmandat korda,";
        match rule {
            Repetition::None => "Seisude kordamine on lubatud ega muuda midagi.".into(),
            Repetition::Draw => format!("{third} lõpeb mäng viigiga."),
            Repetition::SideLoses(side) => format!("{third} kaotavad {}.", self.side(side)),
            Repetition::MoverLoses => format!("{third} kaotab mängija, kelle käik seda kordas."),
        }
    }

    fn move_limit(&self, plies: u32) -> String {
        format!(
            "Kui {plies} järjestikuse käigu jooksul (arvestades mõlema poole käike) ei lööda \
             ühtegi nuppu, lõpeb mäng viigiga. Võit viimasel neist käikudest jääb kehtima."
        )
    }

    fn no_moves(&self, rule: NoMoves) -> String {
        match rule {
            NoMoves::Loss => "Pool, kes oma käigul ei saa ühtegi käiku teha, kaotab.",
            NoMoves::Draw => "Kui käigul olev pool ei saa ühtegi käiku teha, lõpeb mäng viigiga.",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulebook::cap;

    #[test]
    fn numbers_agree() {
        assert_eq!(pieces(1), "1 nupp");
        assert_eq!(pieces(8), "8 nuppu");
        assert_eq!(cap("ründajad"), "Ründajad");
    }
}
