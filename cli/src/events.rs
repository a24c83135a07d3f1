//! Input that never blocks the program: a thread reads lines and feeds them into a channel that
//! also carries the results of background searches, so one loop can wait for "a line, the end of
//! input or a finished search", whichever comes first.

use std::io::BufRead;
use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};

/// Something the main loop waits for.
#[derive(Debug)]
pub enum Event<T> {
    /// One input line, without its line ending.
    Line(String),
    /// The input ended (or could not be read any more).
    Eof,
    /// A background job finished.
    Done(T),
}

/// Reads `input` line by line on a new thread, sending each line and finally [`Event::Eof`].
/// The thread ends at the end of input or when the receiver is gone.
pub fn spawn_reader<R, T>(input: R, tx: Sender<Event<T>>)
where
    R: BufRead + Send + 'static,
    T: Send + 'static,
{
    spawn_observed_reader(input, tx, |_| {});
}

/// Like [`spawn_reader`], calling `observe` with each line before it is sent (to keep or log
/// what was read even when nobody waits for it); the thread's handle tells when it is done.
pub fn spawn_observed_reader<R, T, F>(
    mut input: R,
    tx: Sender<Event<T>>,
    mut observe: F,
) -> JoinHandle<()>
where
    R: BufRead + Send + 'static,
    T: Send + 'static,
    F: FnMut(&str) + Send + 'static,
{
    thread::spawn(move || {
        let mut line = String::new();
        loop {
            line.clear();
            match input.read_line(&mut line) {
                Ok(0) | Err(_) => {
                    let _ = tx.send(Event::Eof);
                    return;
                }
                Ok(_) => {
                    let text = line.trim_end_matches(['\n', '\r']).to_string();
                    observe(&text);
                    if tx.send(Event::Line(text)).is_err() {
                        return;
                    }
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;
    use std::sync::mpsc;

    #[test]
    fn lines_then_end_of_input() {
        let (tx, rx) = mpsc::channel::<Event<()>>();
        spawn_reader(Cursor::new(b"one\r\ntwo\nthree".to_vec()), tx);
        let mut lines = Vec::new();
        loop {
            match rx.recv().unwrap() {
                Event::Line(l) => lines.push(l),
                Event::Eof => break,
                Event::Done(()) => unreachable!(),
            }
        }
        assert_eq!(lines, ["one", "two", "three"]);
    }
}
