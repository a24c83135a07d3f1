//! The words the game says — statuses, results, errors, square descriptions, the rules page —
//! in the player's language, from the Fluent files under `core/locales/<language>/`.
//!
//! English is the contract: its messages and the variables they use are what the code passes.
//! Every other language translates them; a message it lacks, or one that fails to format, falls
//! back to English, and an English failure gives the message's id. Nothing here panics.
//!
//! Variables that pick a wording (a side, a piece, a level, a preset) are passed as their
//! stable ids (`attackers`, `king`, `hard`, `brandubh`) so each language can inflect them as its
//! grammar needs; counts are passed as numbers so that plural rules apply.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

/// A Fluent file of a language: its name, and where its text starts and ends in the inflated
/// [`TEXT`].
type FileSpan = (&'static str, usize, usize);

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language the game speaks: one folder of `core/locales`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(u8);

impl Lang {
    /// English, every language's fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LOCALES.len()).map(|i| Lang(i as u8))
    }

    /// The language of a code such as "et", "ru-RU" or "et_EE" (case-insensitive; the region is
    /// ignored); English for anything the game does not speak.
    pub fn from_code(code: &str) -> Lang {
        let primary = code
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        LOCALES
            .iter()
            .position(|(c, _)| *c == primary)
            .map_or(Lang::ENGLISH, |i| Lang(i as u8))
    }

    /// "en", "et", "ru", …
    pub fn code(self) -> &'static str {
        LOCALES[usize::from(self.0)].0
    }
}

impl Default for Lang {
    fn default() -> Lang {
        Lang::ENGLISH
    }
}

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

/// One language's bundle, built once per process.
struct Bundle {
    bundle: FluentBundle<FluentResource>,
    /// Syntax and duplicate-id problems found while loading (a test keeps this empty).
    problems: Vec<String>,
}

fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Lang::all()
            .map(|lang| load(lang.code(), sources(lang)))
            .collect()
    })
}

/// Every language's files, each as its name and its text, inflated once per process. The build
/// made [`TEXT`] from these very files, so it inflates; were it ever damaged, the words would be
/// missing (every message its id, [`load_problems`] saying why) rather than a panic.
fn files() -> &'static [Vec<(&'static str, &'static str)>] {
    static TEXTS: OnceLock<String> = OnceLock::new();
    static FILES: OnceLock<Vec<Vec<(&'static str, &'static str)>>> = OnceLock::new();
    FILES.get_or_init(|| {
        let text = TEXTS.get_or_init(|| {
            miniz_oxide::inflate::decompress_to_vec(TEXT)
                .ok()
                .and_then(|bytes| String::from_utf8(bytes).ok())
                .unwrap_or_default()
        });
        LOCALES
            .iter()
            .map(|(_, files)| {
                files
                    .iter()
                    .map(|&(name, start, end)| (name, text.get(start..end).unwrap_or_default()))
                    .collect()
            })
            .collect()
    })
}

fn load(code: &str, files: &[(&str, &str)]) -> Bundle {
    let langid = code
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // The apps lay out the text themselves; Unicode isolation marks would only show as noise.
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    for (name, text) in files {
        let resource = match FluentResource::try_new((*text).to_string()) {
            Ok(r) => r,
            Err((partial, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{code}/{name}: {e:?}")));
                partial
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.iter().map(|e| format!("{code}/{name}: {e:?}")));
        }
    }
    Bundle { bundle, problems }
}

/// The words of one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Words {
    lang: Lang,
}

impl Words {
    pub fn new(lang: Lang) -> Words {
        Words { lang }
    }

    /// The words of the language a code names ("et-EE"); English when it names none we speak.
    pub fn for_code(code: &str) -> Words {
        Words::new(Lang::from_code(code))
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A message without variables.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// A message with its variables. Falls back to English, then to the id; never panics.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        format_in(bundles(), self.lang, id, args)
    }

    /// A message in exactly this language, or what went wrong.
    pub fn try_format(&self, id: &str, args: &[(&str, Arg)]) -> Result<String, Vec<String>> {
        try_format_in(bundles(), self.lang, id, args)
    }

    /// `items` joined as a list in this language ("a, b, c").
    pub fn list(&self, items: &[String]) -> String {
        items.join(&self.text("list-separator"))
    }
}

/// [`Words::format`] over the given bundles (the loaded ones, or a test's).
fn format_in(bundles: &[Bundle], lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    try_format_in(bundles, lang, id, args)
        .or_else(|_| try_format_in(bundles, Lang::ENGLISH, id, args))
        .unwrap_or_else(|problems| {
            log::warn!("message {id}: {}", problems.join("; "));
            id.to_string()
        })
}

/// [`Words::try_format`] over the given bundles.
fn try_format_in(
    bundles: &[Bundle],
    lang: Lang,
    id: &str,
    args: &[(&str, Arg)],
) -> Result<String, Vec<String>> {
    let bundle = &bundles[usize::from(lang.0)].bundle;
    let pattern = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .ok_or_else(|| vec![format!("{} has no message {id}", lang.code())])?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.as_ref())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(errors.iter().map(|e| format!("{e:?}")).collect())
    }
}

/// Problems found while loading the resource files (syntax errors, an id defined twice).
pub fn load_problems() -> Vec<String> {
    bundles().iter().flat_map(|b| b.problems.clone()).collect()
}

/// The Fluent files of a language, each as its file name and text (for the tests that check
/// that every message formats in every language).
pub fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    &files()[usize::from(lang.0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_comes_first_and_codes_are_found() {
        assert_eq!(Lang::ENGLISH.code(), "en");
        assert_eq!(Lang::from_code("et-EE").code(), "et");
        assert_eq!(Lang::from_code("ru_RU").code(), "ru");
        assert_eq!(Lang::from_code("RU").code(), "ru");
        assert_eq!(Lang::from_code("fr"), Lang::ENGLISH);
        assert_eq!(Lang::from_code(""), Lang::ENGLISH);
        assert!(Lang::all().count() >= 3);
    }

    #[test]
    fn an_unknown_message_gives_its_id_and_a_missing_variable_falls_back() {
        let ru = Words::for_code("ru");
        assert_eq!(ru.text("no-such-message"), "no-such-message");
        // Without its variable the Russian message fails; the English fallback fails too, so
        // the id comes back — and nothing panics.
        assert!(ru.try_format("status-to-move", &[]).is_err());
        assert_eq!(ru.format("status-to-move", &[]), "status-to-move");
    }

    #[test]
    fn a_broken_translation_falls_back_to_english() {
        // English and a second language whose translation uses a variable the code does not
        // pass, lacks a message, and has one English lacks.
        let bundles = [
            load("en", &[("t.ftl", "hello = Hello, { $name }!\nbye = Bye")]),
            load(
                "xx",
                &[("t.ftl", "hello = Tere, { $nimi }!\nonly = Ainult")],
            ),
        ];
        let other = Lang(1);
        let name = [("name", Arg::from("Ann"))];
        assert!(try_format_in(&bundles, other, "hello", &name).is_err());
        assert_eq!(format_in(&bundles, other, "hello", &name), "Hello, Ann!");
        assert_eq!(format_in(&bundles, other, "bye", &[]), "Bye");
        assert_eq!(format_in(&bundles, other, "only", &[]), "Ainult");
        // Both fail: the id.
        assert_eq!(format_in(&bundles, other, "hello", &[]), "hello");
        assert_eq!(format_in(&bundles, Lang::ENGLISH, "only", &[]), "only");
        assert!(bundles.iter().all(|b| b.problems.is_empty()));
    }
}
