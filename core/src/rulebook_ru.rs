//! Russian wording of the rules page (король, нападающие, защитники, трон, угловые клетки).

use crate::rulebook::{KingPlace, KingRule, Place, Topic, Who, Words};
use crate::rules::{Escape, NoMoves, Repetition};
use crate::types::Side;

pub(crate) struct Russian;

/// The noun form after a number: 1 фигура, 2 фигуры, 5 фигур, 11 фигур, 21 фигура.
fn plural<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let (last, last_two) = (n % 10, n % 100);
    if last == 1 && last_two != 11 {
        one
    } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
        few
    } else {
        many
    }
}

fn pieces(n: usize) -> String {
    format!("{n} {}", plural(n as u64, "фигура", "фигуры", "фигур"))
}

/// The pieces as a subject (nominative).
fn who(w: Who) -> &'static str {
    match w {
        Who::Nobody => "ни одна фигура",
        Who::Everyone => "любая фигура",
        Who::Soldiers => "нападающие и защитники, но не король",
        Who::Attackers => "только нападающие",
        Who::Defenders => "только защитники",
        Who::King => "только король",
        Who::AttackersAndKing => "только нападающие и король",
        Who::DefendersAndKing => "только защитники и король",
    }
}

/// "может" / "могут".
fn may(w: Who) -> &'static str {
    if w.plural() {
        "могут"
    } else {
        "может"
    }
}

/// The pieces after "враждебен" (dative).
fn to_whom(w: Who) -> &'static str {
    match w {
        Who::Nobody => "ни одной фигуре",
        Who::Everyone => "всем фигурам, включая короля",
        Who::Soldiers => "нападающим и защитникам, но не королю",
        Who::Attackers => "только нападающим",
        Who::Defenders => "только защитникам",
        Who::King => "только королю",
        Who::AttackersAndKing => "нападающим и королю",
        Who::DefendersAndKing => "защитникам и королю",
    }
}

impl Words for Russian {
    fn title(&self, name: &str) -> String {
        format!("{name}: правила")
    }

    fn heading(&self, topic: Topic) -> String {
        match topic {
            Topic::Board => "Доска и фигуры",
            Topic::Start => "Кто ходит первым",
            Topic::Movement => "Как ходят фигуры",
            Topic::Goal => "Цель игры",
            Topic::Captures => "Взятие фигур",
            Topic::KingCapture => "Взятие короля",
            Topic::Shieldwall => "Стена щитов",
            Topic::ExitFort => "Крепость на краю доски",
            Topic::Encirclement => "Окружение",
            Topic::Repetition => "Повторение позиций",
            Topic::MoveLimit => "Ограничение ходов",
            Topic::NoMoves => "Нет ходов",
        }
        .to_string()
    }

    fn side(&self, side: Side) -> String {
        match side {
            Side::Attackers => "нападающие",
            Side::Defenders => "защитники",
        }
        .to_string()
    }

    fn quick_moves(&self, first: Side) -> String {
        format!(
            "Первыми ходят {}. За ход одна фигура движется по прямой, как ладья в шахматах.",
            self.side(first)
        )
    }

    fn quick_escape(&self, escape: Escape) -> String {
        match escape {
            Escape::Corner => "Защитники: приведите короля на угловую клетку.",
            Escape::Edge => "Защитники: приведите короля на край доски.",
        }
        .to_string()
    }

    fn quick_king(&self, rule: KingRule) -> String {
        match rule {
            KingRule::Two => "Нападающие: возьмите короля, зажав его между двумя нападающими.",
            KingRule::Four | KingRule::ThreeAndThrone => {
                "Нападающие: возьмите короля, окружив его с четырёх сторон."
            }
        }
        .to_string()
    }

    fn quick_capture(&self) -> String {
        "Фигура противника взята, если после вашего хода она оказалась между двумя вашими \
         фигурами."
            .into()
    }

    fn board(&self, size: u8, attackers: usize, defenders: usize) -> String {
        format!(
            "Доска размером {size}×{size} клеток. У нападающих {}, у защитников — король и {}.",
            pieces(attackers),
            pieces(defenders)
        )
    }

    fn throne(&self, centre: &str, king_starts_there: bool) -> String {
        let mut s = format!("Центральная клетка {centre} — трон.");
        if king_starts_there {
            s.push_str(" В начале игры на нём стоит король.");
        }
        s
    }

    fn no_throne(&self) -> String {
        "Трона нет: центральная клетка — обычная.".into()
    }

    fn corners(&self, squares: &str) -> String {
        format!("Четыре угловые клетки ({squares}) — особые.")
    }

    fn first(&self, side: Side) -> String {
        format!(
            "Первыми ходят {}, затем стороны ходят по очереди, по одному ходу.",
            self.side(side)
        )
    }

    fn rook_moves(&self) -> String {
        "Любая фигура, включая короля, ходит на любое число свободных клеток по горизонтали или \
         вертикали, как ладья в шахматах. Перепрыгивать через фигуры нельзя."
            .into()
    }

    fn throne_land(&self, w: Who) -> String {
        match w {
            Who::Nobody => "Останавливаться на троне не может ни одна фигура, даже король.".into(),
            _ => format!("Останавливаться на троне {} {}.", may(w), who(w)),
        }
    }

    fn king_cannot_return(&self) -> String {
        "Покинув трон, король уже не может на него вернуться.".into()
    }

    fn throne_cross(&self, w: Who) -> String {
        match w {
            Who::Nobody => "Проходить через трон не может ни одна фигура.".into(),
            Who::Everyone => "Проходить через пустой трон может любая фигура.".into(),
            _ => format!(
                "Проходить через трон {} {}; остальные фигуры не могут пересекать его, даже \
                 когда он пуст.",
                may(w),
                who(w)
            ),
        }
    }

    fn corner_land(&self, w: Who) -> String {
        match w {
            Who::Nobody => "Останавливаться на угловых клетках не может ни одна фигура.".into(),
            _ => format!("Останавливаться на угловых клетках {} {}.", may(w), who(w)),
        }
    }

    fn escape(&self, escape: Escape) -> String {
        match escape {
            Escape::Corner => "Защитники побеждают, когда король достигает угловой клетки.",
            Escape::Edge => {
                "Защитники побеждают, когда король достигает любой клетки на краю доски."
            }
        }
        .to_string()
    }

    fn attackers_win(&self) -> String {
        "Нападающие побеждают, когда берут короля.".into()
    }

    fn custodial(&self, hostile_squares: bool) -> String {
        format!(
            "Нападающий или защитник взят, когда фигура противника встаёт рядом с ним, а с \
             другой его стороны на той же горизонтали или вертикали стоит фигура противника{}. \
             Взятая фигура снимается с доски.",
            if hostile_squares {
                " или враждебная ему клетка"
            } else {
                ""
            }
        )
    }

    fn moving_in_is_safe(&self) -> String {
        "Берёт только сторона, которая ходит: фигура может безопасно встать между двумя фигурами \
         противника."
            .into()
    }

    fn several_at_once(&self) -> String {
        "Один ход может взять несколько фигур сразу. Брать не обязательно. Край доски никогда не \
         помогает брать."
            .into()
    }

    fn hostile_meaning(&self) -> String {
        "Враждебная клетка при взятии действует как фигура противника.".into()
    }

    fn hostile(&self, place: Place, w: Who) -> String {
        let (subject, adjective, never) = match place {
            Place::Corners => ("Угловые клетки", "враждебны", "бывают враждебными"),
            Place::EmptyThrone => ("Пустой трон", "враждебен", "бывает враждебным"),
            Place::OccupiedThrone => ("Занятый трон", "враждебен", "бывает враждебным"),
        };
        match w {
            Who::Nobody => format!("{subject} никогда не {never}."),
            _ => format!("{subject} {adjective} {}.", to_whom(w)),
        }
    }

    fn armed_king(&self, armed: bool) -> String {
        if armed {
            "Король вооружён: он помогает брать нападающих — и когда ходит сам, и когда стоит с \
             другой стороны."
                .into()
        } else {
            "Король безоружен: он никогда не помогает брать фигуры.".into()
        }
    }

    fn king_capture(&self, place: KingPlace, rule: KingRule, hostile_to_king: bool) -> String {
        let head = match place {
            KingPlace::Everywhere => "Короля берут",
            KingPlace::OnThrone => "На троне короля берут",
            KingPlace::BesideThrone => "Рядом с троном короля берут",
            KingPlace::Elsewhere => "В остальных местах короля берут",
        };
        match rule {
            KingRule::Two => format!(
                "{head} как любую другую фигуру: когда нападающий встаёт рядом с ним, а с другой \
                 его стороны на той же линии стоит другой нападающий{}.",
                if hostile_to_king {
                    " или враждебная ему клетка"
                } else {
                    ""
                }
            ),
            KingRule::Four => format!(
                "{head}, только когда со всех четырёх сторон от него стоят нападающие{}.",
                if hostile_to_king {
                    " или враждебные ему клетки"
                } else {
                    ""
                }
            ),
            KingRule::ThreeAndThrone => format!(
                "{head}, когда нападающие стоят с трёх других сторон от него, а с четвёртой — \
                 трон."
            ),
        }
    }

    fn empty_throne_against_king(&self, counts: bool) -> String {
        if counts {
            "Там пустой трон враждебен ему, как нападающий.".into()
        } else {
            "Там трон ему никогда не враждебен.".into()
        }
    }

    fn king_safe_on_edge(&self) -> String {
        "На краю доски короля взять нельзя.".into()
    }

    fn shieldwall(&self) -> String {
        "Если две или больше фигур одной стороны стоят в ряд вдоль края доски, перед каждой из \
         них (на одну клетку ближе к центру) стоит фигура противника, а противник закрывает оба \
         конца ряда своими фигурами или угловой клеткой, причём один из концов — только что \
         сделанным ходом, все фигуры ряда, кроме короля, берутся разом. Король может закрыть \
         конец ряда за свою сторону."
            .into()
    }

    fn exit_fort(&self) -> String {
        "Защитники также побеждают, если король стоит на краю доски, может ходить и окружён \
         защитниками, которых нападающие никогда не смогут взять, а внутри крепости нет \
         нападающих."
            .into()
    }

    fn encirclement(&self) -> String {
        "Нападающие также побеждают, если замкнут короля и всех защитников в кольцо, из которого \
         никто из них не может выйти к краю доски."
            .into()
    }

    fn repetition(&self, rule: Repetition) -> String {
        let third = "Если одна и та же позиция (те же фигуры на тех же клетках и ход той же \
                     стороны) возникает в третий раз,";
        match rule {
            Repetition::None => "Повторять позиции разрешено, это ни на что не влияет.".into(),
            Repetition::Draw => format!("{third} объявляется ничья."),
            Repetition::SideLoses(side) => format!("{third} проигрывают {}.", self.side(side)),
            Repetition::MoverLoses => format!("{third} проигрывает игрок, чей ход её повторил."),
        }
    }

    fn move_limit(&self, plies: u32) -> String {
        format!(
            "Если за {plies} {} подряд (считая ходы обеих сторон) не было ни одного взятия, \
             объявляется ничья. Победа на последнем из этих ходов засчитывается.",
            plural(u64::from(plies), "ход", "хода", "ходов")
        )
    }

    fn no_moves(&self, rule: NoMoves) -> String {
        match rule {
            NoMoves::Loss => {
                "Сторона, которая в свою очередь не может сделать ни одного хода, \
                              проигрывает."
            }
            NoMoves::Draw => {
                "Если у стороны, чья очередь ходить, нет ни одного хода, \
                              объявляется ничья."
            }
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_agree() {
        assert_eq!(pieces(1), "1 фигура");
        assert_eq!(pieces(4), "4 фигуры");
        assert_eq!(pieces(8), "8 фигур");
        assert_eq!(pieces(12), "12 фигур");
        assert_eq!(pieces(21), "21 фигура");
        assert_eq!(pieces(24), "24 фигуры");
        assert_eq!(plural(100, "ход", "хода", "ходов"), "ходов");
        assert_eq!(plural(102, "ход", "хода", "ходов"), "хода");
    }
}
