//! The board: pieces, side to move and hash, with move generation, legality, make/unmake and
//! captures. Occupancy is kept as one 16-bit mask per rank (per side) and per file, so a slide is
//! a few bit operations and counting moves needs no move list.

use crate::rules::{KingCapture, NoMoves};
use crate::types::{Direction, Move, Piece, Side, Square, STRIDE};
use crate::variant::Variant;
use crate::zobrist;
use crate::{MoveError, Outcome, Reason};

const EMPTY: u8 = 0;

/// The most pieces one move can capture: three by custody plus a shieldwall run on each side.
pub const MAX_CAPTURES: usize = 32;

#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    /// 0 = empty, else piece index + 1.
    cells: [u8; 256],
    /// Per side, per rank: occupied files (the defenders' masks include the king).
    side_ranks: [[u16; 16]; 2],
    /// Per file: occupied ranks, both sides.
    occ_files: [u16; 16],
    king: Option<Square>,
    to_move: Side,
    hash: u64,
    size: u8,
}

/// Everything needed to take a move back.
#[derive(Clone, Debug)]
pub struct Undo {
    pub mv: Move,
    pub captures: Captures,
}

/// The pieces one move captured, in the order they were found.
#[derive(Clone, Copy, Debug)]
pub struct Captures {
    squares: [Square; MAX_CAPTURES],
    pieces: [Piece; MAX_CAPTURES],
    len: u8,
}

impl Captures {
    fn new() -> Captures {
        Captures {
            squares: [Square::from_index(0); MAX_CAPTURES],
            pieces: [Piece::Attacker; MAX_CAPTURES],
            len: 0,
        }
    }

    fn push(&mut self, square: Square, piece: Piece) {
        self.squares[self.len as usize] = square;
        self.pieces[self.len as usize] = piece;
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        (0..self.len as usize).map(|i| (self.squares[i], self.pieces[i]))
    }

    /// The captured squares without the king (as game records write them).
    pub fn soldier_squares(&self) -> Vec<Square> {
        self.iter()
            .filter(|(_, p)| *p != Piece::King)
            .map(|(s, _)| s)
            .collect()
    }

    pub fn contains_king(&self) -> bool {
        self.iter().any(|(_, p)| p == Piece::King)
    }
}

/// All empty squares a slider at `x` reaches along a line whose occupancy is `occ`, on a line of
/// `n` squares. `occ` need not include `x` itself.
#[inline]
fn slide(occ: u32, x: u32, n: u32) -> u32 {
    let occ = occ | (1 << n);
    let up_len = (occ >> (x + 1)).trailing_zeros();
    let up = ((1u32 << up_len) - 1) << (x + 1);
    let below = occ & ((1u32 << x) - 1);
    let down_start = 32 - below.leading_zeros();
    let down = ((1u32 << x) - 1) & !((1u32 << down_start) - 1);
    up | down
}

impl Position {
    /// The starting position of `variant`.
    pub fn start(variant: &Variant) -> Position {
        let rules = variant.rules();
        Position::from_pieces(variant, rules.setup.iter().copied(), rules.first)
            .expect("validated setups are legal positions")
    }

    /// An empty board of the variant's size.
    pub fn empty(variant: &Variant, to_move: Side) -> Position {
        let mut p = Position {
            cells: [EMPTY; 256],
            side_ranks: [[0; 16]; 2],
            occ_files: [0; 16],
            king: None,
            to_move: Side::Attackers,
            hash: 0,
            size: variant.size,
        };
        p.set_side_to_move(to_move);
        p
    }

    /// A position from a list of pieces. At most one king; squares on the board and distinct;
    /// soldiers only where they may stand.
    pub fn from_pieces(
        variant: &Variant,
        pieces: impl IntoIterator<Item = (Square, Piece)>,
        to_move: Side,
    ) -> Result<Position, crate::ParseError> {
        let mut p = Position::empty(variant, to_move);
        for (square, piece) in pieces {
            if !square.is_on_board(variant.size) {
                return Err(crate::ParseError::OffBoard(square.to_string()));
            }
            if p.cells[square.index()] != EMPTY {
                return Err(crate::ParseError::BadPosition(format!(
                    "{square} is listed twice"
                )));
            }
            if piece == Piece::King && p.king.is_some() {
                return Err(crate::ParseError::BadPosition("more than one king".into()));
            }
            if piece != Piece::King && !variant.rules().may_land(piece, square) {
                return Err(crate::ParseError::BadPosition(format!(
                    "a soldier may not stand on {square}"
                )));
            }
            p.put(square, piece);
        }
        Ok(p)
    }

    #[inline]
    pub fn size(&self) -> u8 {
        self.size
    }

    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.to_move
    }

    pub fn set_side_to_move(&mut self, side: Side) {
        if self.to_move != side {
            self.hash ^= zobrist::side_key();
            self.to_move = side;
        }
    }

    /// Zobrist hash of the pieces and the side to move.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    #[inline]
    pub fn king(&self) -> Option<Square> {
        self.king
    }

    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        match self.cells[square.index()] {
            EMPTY => None,
            c => Some(Piece::ALL[(c - 1) as usize]),
        }
    }

    /// All pieces with their squares, rank 1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let size = self.size;
        (0..size)
            .flat_map(move |r| (0..size).map(move |f| Square::from_index(r * STRIDE + f)))
            .filter_map(|s| self.piece_at(s).map(|p| (s, p)))
    }

    pub fn count(&self, piece: Piece) -> usize {
        self.pieces().filter(|(_, p)| *p == piece).count()
    }

    /// Number of pieces a side has on the board (the king counts for the defenders).
    pub fn count_side(&self, side: Side) -> u32 {
        self.side_ranks[side.index()]
            .iter()
            .map(|r| r.count_ones())
            .sum()
    }

    /// Files occupied by `side` on `rank` (the defenders' mask includes the king).
    #[inline]
    pub(crate) fn side_rank(&self, side: Side, rank: usize) -> u16 {
        self.side_ranks[side.index()][rank]
    }

    /// Ranks occupied by either side on `file`.
    #[inline]
    pub(crate) fn occ_file(&self, file: usize) -> u16 {
        self.occ_files[file]
    }

    /// Files occupied by either side on `rank`.
    #[inline]
    pub(crate) fn occ_rank(&self, rank: usize) -> u16 {
        self.side_ranks[0][rank] | self.side_ranks[1][rank]
    }

    #[inline]
    fn put(&mut self, square: Square, piece: Piece) {
        let (f, r) = (square.file() as usize, square.rank() as usize);
        self.cells[square.index()] = piece.index() as u8 + 1;
        self.side_ranks[piece.side().index()][r] |= 1 << f;
        self.occ_files[f] |= 1 << r;
        self.hash ^= zobrist::piece_key(piece.index(), square.index());
        if piece == Piece::King {
            self.king = Some(square);
        }
    }

    #[inline]
    fn remove(&mut self, square: Square, piece: Piece) {
        let (f, r) = (square.file() as usize, square.rank() as usize);
        self.cells[square.index()] = EMPTY;
        self.side_ranks[piece.side().index()][r] &= !(1 << f);
        self.occ_files[f] &= !(1 << r);
        self.hash ^= zobrist::piece_key(piece.index(), square.index());
        if piece == Piece::King {
            self.king = None;
        }
    }

    /// The squares a piece standing on `from` can reach, as (rank mask, file mask).
    #[inline]
    fn reach(&self, v: &Variant, from: Square, piece: Piece) -> (u32, u32) {
        let k = piece.index();
        let (f, r) = (from.file() as usize, from.rank() as usize);
        let n = v.size as u32;
        let rank_occ = (self.occ_rank(r) | v.block_rank[k][r]) as u32;
        let along_rank = slide(rank_occ, f as u32, n) & !(v.no_land_rank[k][r] as u32);
        let file_occ = (self.occ_files[f] | v.block_file[k][f]) as u32;
        let along_file = slide(file_occ, r as u32, n) & !(v.no_land_file[k][f] as u32);
        (along_rank, along_file)
    }

    /// Calls `visit(square, piece)` for each piece of `side`.
    #[inline]
    fn for_each_piece(&self, side: Side, mut visit: impl FnMut(Square, Piece)) {
        let king = self.king;
        for r in 0..self.size as usize {
            let mut bits = self.side_ranks[side.index()][r];
            while bits != 0 {
                let f = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let sq = Square::from_index(r as u8 * STRIDE + f);
                let piece = match side {
                    Side::Attackers => Piece::Attacker,
                    Side::Defenders if Some(sq) == king => Piece::King,
                    Side::Defenders => Piece::Defender,
                };
                visit(sq, piece);
            }
        }
    }

    fn push_moves(from: Square, (along_rank, along_file): (u32, u32), out: &mut Vec<Move>) {
        let (f, r) = (from.file(), from.rank());
        let mut bits = along_rank;
        while bits != 0 {
            let to_f = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            out.push(Move::new(from, Square::from_index(r * STRIDE + to_f)));
        }
        let mut bits = along_file;
        while bits != 0 {
            let to_r = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            out.push(Move::new(from, Square::from_index(to_r * STRIDE + f)));
        }
    }

    /// Appends every legal move of the side to move to `out` (ignores whether the game is over).
    pub fn generate_moves(&self, v: &Variant, out: &mut Vec<Move>) {
        self.for_each_piece(self.to_move, |sq, piece| {
            Position::push_moves(sq, self.reach(v, sq, piece), out)
        });
    }

    pub fn legal_moves(&self, v: &Variant) -> Vec<Move> {
        let mut out = Vec::with_capacity(128);
        self.generate_moves(v, &mut out);
        out
    }

    /// The moves of the piece on `from`, whichever side it belongs to.
    pub fn moves_from(&self, v: &Variant, from: Square) -> Vec<Move> {
        let mut out = Vec::new();
        if from.is_on_board(self.size) {
            if let Some(piece) = self.piece_at(from) {
                Position::push_moves(from, self.reach(v, from, piece), &mut out);
            }
        }
        out
    }

    /// Whether the piece on `from` (any side) has a move, without building a list.
    pub(crate) fn can_move_from(&self, v: &Variant, from: Square) -> bool {
        match self.piece_at(from) {
            Some(piece) if from.is_on_board(self.size) => {
                let (a, b) = self.reach(v, from, piece);
                a | b != 0
            }
            _ => false,
        }
    }

    /// The number of legal moves of the side to move, without building a list.
    pub fn count_moves(&self, v: &Variant) -> u32 {
        let mut total = 0;
        self.for_each_piece(self.to_move, |sq, piece| {
            let (a, b) = self.reach(v, sq, piece);
            total += a.count_ones() + b.count_ones();
        });
        total
    }

    /// The number of moves `side` would have if it were to move.
    pub fn mobility(&self, v: &Variant, side: Side) -> u32 {
        let mut total = 0;
        self.for_each_piece(side, |sq, piece| {
            let (a, b) = self.reach(v, sq, piece);
            total += a.count_ones() + b.count_ones();
        });
        total
    }

    /// The squares a piece on `from` reaches, as a list (any side; for evaluation and the UI).
    pub fn reach_of(&self, v: &Variant, from: Square) -> Vec<Square> {
        self.moves_from(v, from).into_iter().map(|m| m.to).collect()
    }

    /// Whether the side to move has a legal move.
    #[inline]
    pub fn has_legal_move(&self, v: &Variant) -> bool {
        let side = self.to_move;
        let n = self.size as usize;
        // Quick answer first (this runs after every move): a piece beside an empty square that
        // every piece may stand on has a move, one step there. Almost every position has one on
        // the first rank of the side's pieces. Ranks are taken modulo 16, where those off the
        // board have no such square, so the ranks below the first and above the last need no
        // test.
        let free = |r: usize| {
            let r = r & 15;
            v.open_rank[r] & !(self.side_ranks[0][r] | self.side_ranks[1][r])
        };
        let own = &self.side_ranks[side.index()];
        for r in 0..n {
            let mine = own[r & 15];
            if mine == 0 {
                continue;
            }
            if ((mine << 1) | (mine >> 1)) & free(r) != 0
                || mine & (free(r.wrapping_sub(1)) | free(r + 1)) != 0
            {
                return true;
            }
        }
        self.has_legal_move_slowly(v)
    }

    /// [`Position::has_legal_move`] piece by piece, for the positions its quick answer missed.
    #[inline(never)]
    fn has_legal_move_slowly(&self, v: &Variant) -> bool {
        let side = self.to_move;
        for r in 0..self.size as usize {
            let mut bits = self.side_ranks[side.index()][r];
            while bits != 0 {
                let f = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let sq = Square::from_index(r as u8 * STRIDE + f);
                let piece = self.piece_at(sq).expect("mask and cells agree");
                let (a, b) = self.reach(v, sq, piece);
                if a | b != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Checks a move for the side to move, explaining why it is illegal. Does not know whether
    /// the game is already over: that is the game's job.
    pub fn check_move(&self, v: &Variant, mv: Move) -> Result<(), MoveError> {
        if !mv.from.is_on_board(self.size) {
            return Err(MoveError::OffBoard(mv.from));
        }
        if !mv.to.is_on_board(self.size) {
            return Err(MoveError::OffBoard(mv.to));
        }
        let piece = self.piece_at(mv.from).ok_or(MoveError::NoPiece(mv.from))?;
        if piece.side() != self.to_move {
            return Err(MoveError::NotYourPiece(mv.from));
        }
        if mv.from == mv.to {
            return Err(MoveError::NotAMove);
        }
        if !mv.is_straight() {
            return Err(MoveError::NotStraight);
        }
        if self.piece_at(mv.to).is_some() {
            return Err(MoveError::Occupied(mv.to));
        }
        let (along_rank, along_file) = self.reach(v, mv.from, piece);
        let reachable = if mv.from.rank() == mv.to.rank() {
            along_rank & (1 << mv.to.file()) != 0
        } else {
            along_file & (1 << mv.to.rank()) != 0
        };
        if reachable {
            return Ok(());
        }
        if !v.rules().may_land(piece, mv.to) {
            return Err(MoveError::Restricted(mv.to));
        }
        Err(MoveError::Blocked(self.first_obstacle(v, mv, piece)))
    }

    /// The first square between `mv.from` and `mv.to` that stops `piece`: an occupied square or
    /// a throne it may not cross. Only called for a straight move that cannot reach `mv.to`.
    fn first_obstacle(&self, v: &Variant, mv: Move, piece: Piece) -> Square {
        let dir = if mv.from.rank() == mv.to.rank() {
            if mv.to.file() > mv.from.file() {
                Direction::East
            } else {
                Direction::West
            }
        } else if mv.to.rank() > mv.from.rank() {
            Direction::North
        } else {
            Direction::South
        };
        let mut cursor = mv.from.step(dir, self.size);
        while let Some(sq) = cursor {
            if sq == mv.to {
                break;
            }
            let closed_throne = v.is_throne(sq) && !v.rules().may_cross(piece, sq);
            if self.piece_at(sq).is_some() || closed_throne {
                return sq;
            }
            cursor = sq.step(dir, self.size);
        }
        // Not reached for a move `reach` refused: something on the way stopped it.
        mv.to
    }

    /// Plays a legal move (checked by the caller: see [`Position::check_move`]) and returns what
    /// is needed to take it back.
    pub fn make(&mut self, v: &Variant, mv: Move) -> Undo {
        let piece = self.piece_at(mv.from).expect("make: a piece on from");
        debug_assert_eq!(piece.side(), self.to_move);
        self.remove(mv.from, piece);
        self.put(mv.to, piece);
        let captures = self.captures_after(v, mv.to, piece);
        for (sq, p) in captures.iter() {
            self.remove(sq, p);
        }
        self.set_side_to_move(self.to_move.opponent());
        Undo { mv, captures }
    }

    /// Takes back the move that produced `undo`.
    pub fn unmake(&mut self, undo: &Undo) {
        self.set_side_to_move(self.to_move.opponent());
        for (sq, p) in undo.captures.iter() {
            self.put(sq, p);
        }
        let piece = self.piece_at(undo.mv.to).expect("unmake: a piece on to");
        self.remove(undo.mv.to, piece);
        self.put(undo.mv.from, piece);
    }

    /// Checks and plays a move on a copy; the original is untouched either way.
    pub fn play(&self, v: &Variant, mv: Move) -> Result<(Position, Captures), MoveError> {
        self.check_move(v, mv)?;
        let mut next = self.clone();
        let undo = next.make(v, mv);
        Ok((next, undo.captures))
    }

    /// Whether `square` is an anvil against `victim` for the side `mover`.
    #[inline]
    fn is_anvil(&self, v: &Variant, square: Square, victim: Piece, mover: Side) -> bool {
        let rules = v.rules();
        let occupant = self.piece_at(square);
        if let Some(p) = occupant {
            if p.side() == mover && (p != Piece::King || rules.king_armed) {
                return true;
            }
        }
        let flags = v.special[square.index()];
        if flags & crate::variant::CORNER != 0 {
            return rules.corner_hostile.contains(victim);
        }
        if flags & crate::variant::THRONE != 0 {
            return if occupant.is_none() {
                rules.throne_hostile_empty.contains(victim)
            } else {
                rules.throne_hostile_occupied.contains(victim)
            };
        }
        false
    }

    /// The pieces captured by `piece` having just arrived on `to` (the board already shows it
    /// there). Nothing is removed here.
    fn captures_after(&self, v: &Variant, to: Square, piece: Piece) -> Captures {
        let rules = v.rules();
        let mover = piece.side();
        let size = self.size;
        let mut caps = Captures::new();
        if piece != Piece::King || rules.king_armed {
            for dir in Direction::ALL {
                let Some(near) = to.step(dir, size) else {
                    continue;
                };
                let Some(victim) = self.piece_at(near) else {
                    continue;
                };
                if victim.side() == mover {
                    continue;
                }
                if victim == Piece::King {
                    if self.king_is_captured(v, near, dir) {
                        caps.push(near, victim);
                    }
                    continue;
                }
                if let Some(far) = near.step(dir, size) {
                    if self.is_anvil(v, far, victim, mover) {
                        caps.push(near, victim);
                    }
                }
            }
        }
        if rules.shieldwall && to.is_edge(size) && !to.is_corner(size) {
            self.shieldwall_captures(v, to, mover, &mut caps);
        }
        caps
    }

    /// Whether the king on `king` is captured by an attacker that arrived from the side opposite
    /// `dir` (that is, at `king - dir`).
    fn king_is_captured(&self, v: &Variant, king: Square, dir: Direction) -> bool {
        let rules = v.rules();
        let size = self.size;
        if !rules.king_capture_on_edge && king.is_edge(size) {
            return false;
        }
        let mode = if v.is_throne(king) {
            rules.king_capture_on_throne
        } else if v.is_beside_throne(king) {
            rules.king_capture_beside_throne
        } else {
            rules.king_capture_elsewhere
        };
        let covered = |sq: Square| self.is_anvil(v, sq, Piece::King, Side::Attackers);
        match mode {
            KingCapture::Two => king.step(dir, size).is_some_and(covered),
            KingCapture::Four => Direction::ALL
                .into_iter()
                .all(|d| king.step(d, size).is_some_and(covered)),
            KingCapture::ThreeAndThrone => Direction::ALL.into_iter().all(|d| {
                king.step(d, size).is_some_and(|sq| {
                    if v.is_throne(sq) {
                        self.piece_at(sq).is_none_or(|p| p == Piece::Attacker)
                    } else {
                        covered(sq)
                    }
                })
            }),
        }
    }

    /// Copenhagen shieldwall: `to` is a non-corner edge square the mover just reached.
    fn shieldwall_captures(&self, v: &Variant, to: Square, mover: Side, caps: &mut Captures) {
        let size = self.size;
        let last = size - 1;
        let (along, inward) = if to.rank() == 0 {
            ([Direction::East, Direction::West], Direction::North)
        } else if to.rank() == last {
            ([Direction::East, Direction::West], Direction::South)
        } else if to.file() == 0 {
            ([Direction::North, Direction::South], Direction::East)
        } else {
            ([Direction::North, Direction::South], Direction::West)
        };
        let is_own = |sq: Square| self.piece_at(sq).is_some_and(|p| p.side() == mover);
        for dir in along {
            let mut run: [Square; 16] = [to; 16];
            let mut len = 0;
            let mut cursor = to.step(dir, size);
            while let Some(sq) = cursor {
                match self.piece_at(sq) {
                    Some(p) if p.side() != mover => {
                        run[len] = sq;
                        len += 1;
                        cursor = sq.step(dir, size);
                    }
                    _ => break,
                }
            }
            let Some(bracket) = cursor else { continue };
            if len < 2 || !(is_own(bracket) || v.is_corner(bracket)) {
                continue;
            }
            let fronted = run[..len]
                .iter()
                .all(|sq| sq.step(inward, size).is_some_and(is_own));
            if !fronted {
                continue;
            }
            for &sq in &run[..len] {
                let p = self.piece_at(sq).expect("run squares hold pieces");
                let already = caps.iter().any(|(s, _)| s == sq);
                if p != Piece::King && !already {
                    caps.push(sq, p);
                }
            }
        }
    }

    /// The result decided by the board after a move, in the spec's order: king captured, king
    /// escaped, exit fort, encirclement, then the side to move having no legal move. Repetition
    /// and the move limit need the history and are the game's job.
    pub fn outcome(&self, v: &Variant) -> Option<Outcome> {
        self.decided(v, true).or_else(|| self.no_move_outcome(v))
    }

    /// Like [`Position::outcome`] but only the wins decided by the last move itself (no
    /// "no legal move" check).
    #[inline]
    pub fn decisive_after_move(&self, v: &Variant) -> Option<Outcome> {
        self.decided(v, true)
    }

    /// [`Position::outcome`] after the move `undo` took back, made from a position the game had
    /// not ended in (as in a game, a search or a perft: nothing is played from a finished
    /// position). The same answer, found faster: after a defenders' move that captured nothing,
    /// the encirclement is not looked for. Such a move leaves every attacker where it stood,
    /// so the squares no attacker holds fall into the same regions as before, and the piece
    /// that moved slid through empty squares, within its own region: the defenders were not
    /// encircled before the move, so they are not after it.
    #[inline]
    pub fn outcome_after(&self, v: &Variant, undo: &Undo) -> Option<Outcome> {
        self.decisive_after(v, undo)
            .or_else(|| self.no_move_outcome(v))
    }

    /// [`Position::decisive_after_move`] after the move `undo` took back, with what
    /// [`Position::outcome_after`] knows: the search's test after every move.
    #[inline]
    pub fn decisive_after(&self, v: &Variant, undo: &Undo) -> Option<Outcome> {
        let quiet_defence = self.to_move == Side::Attackers && undo.captures.is_empty();
        self.decided(v, !quiet_defence)
    }

    /// The ends the board decides whoever is to move, in the spec's order: king captured or
    /// escaped, exit fort, then (when `ring` is set) encirclement. Both region ends are
    /// checked whoever moved last.
    ///
    /// Encirclement in particular is not only made by attacker moves: a defender capture removes
    /// an attacker and can join the king's closed pocket with the pocket of the last free
    /// defender, and then the attackers have won at once (RULES.md checks every end after every
    /// move). The exit fort is also tested after attacker moves; it is cheap to reject there
    /// (the king must stand on an edge).
    #[inline]
    pub(crate) fn decided(&self, v: &Variant, ring: bool) -> Option<Outcome> {
        let Some(king) = self.king else {
            return Some(Outcome::win(Side::Attackers, Reason::KingCaptured));
        };
        let flags = v.special[king.index()];
        if flags & crate::variant::ESCAPE != 0 {
            return Some(Outcome::win(Side::Defenders, Reason::KingEscaped));
        }
        let rules = v.rules();
        if rules.exit_fort && v.is_edge(king) && crate::regions::is_exit_fort(self, v) {
            return Some(Outcome::win(Side::Defenders, Reason::ExitFort));
        }
        if ring && rules.encirclement && crate::regions::is_encircled(self) {
            return Some(Outcome::win(Side::Attackers, Reason::Encircled));
        }
        None
    }

    /// The end when the side to move has no legal move.
    #[inline]
    fn no_move_outcome(&self, v: &Variant) -> Option<Outcome> {
        if self.has_legal_move(v) {
            return None;
        }
        Some(match v.rules().no_moves {
            NoMoves::Loss => Outcome::win(self.to_move.opponent(), Reason::NoLegalMove),
            NoMoves::Draw => Outcome::draw(Reason::NoLegalMove),
        })
    }

    /// A text diagram, top rank first, with coordinates.
    pub fn diagram(&self, v: &Variant) -> String {
        let mut out = String::new();
        let size = self.size;
        for r in (0..size).rev() {
            out.push_str(&format!("{:>2} ", r + 1));
            for f in 0..size {
                let sq = Square::from_index(r * STRIDE + f);
                let c = match self.piece_at(sq) {
                    Some(p) => p.letter(),
                    None if v.is_corner(sq) || v.is_throne(sq) => '+',
                    None => '.',
                };
                out.push(c);
                out.push(' ');
            }
            out.pop();
            out.push('\n');
        }
        out.push_str("   ");
        for f in 0..size {
            out.push((b'a' + f) as char);
            out.push(' ');
        }
        out.pop();
        out.push('\n');
        out
    }

    /// Parses the spec's test-position format: `A d7 b5, D c5, K f2; A` (the part after `;` is
    /// the side to move, `A` or `D`).
    pub fn parse_pieces(v: &Variant, text: &str) -> Result<Position, crate::ParseError> {
        let bad = || crate::ParseError::BadPosition(text.to_string());
        let (pieces_text, side_text) = text.split_once(';').ok_or_else(bad)?;
        let to_move = match side_text.trim() {
            "A" | "a" => Side::Attackers,
            "D" | "d" => Side::Defenders,
            _ => return Err(bad()),
        };
        let mut pieces = Vec::new();
        for group in pieces_text.split(',') {
            let mut words = group.split_whitespace();
            let piece = match words.next() {
                Some("A") => Piece::Attacker,
                Some("D") => Piece::Defender,
                Some("K") => Piece::King,
                _ => return Err(bad()),
            };
            for word in words {
                pieces.push((Square::parse_on(word, v.size)?, piece));
            }
        }
        Position::from_pieces(v, pieces, to_move)
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (sq, p) in self.pieces() {
            write!(f, "{}{} ", p.letter(), sq)?;
        }
        write!(f, "; {}", self.to_move)
    }
}

#[cfg(test)]
mod tests {
    use super::slide;

    #[test]
    fn slide_stops_before_blockers_and_the_edge() {
        // line of 7, slider on 3, blockers on 1 and 5: reaches 2 and 4.
        assert_eq!(slide(0b0100010, 3, 7), 0b0010100);
        // empty line: everything but itself.
        assert_eq!(slide(0, 0, 7), 0b1111110);
        assert_eq!(slide(0, 6, 7), 0b0111111);
        assert_eq!(slide(0b1000001, 3, 7), 0b0110110);
    }
}
