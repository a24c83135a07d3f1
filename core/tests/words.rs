//! Every message of the game's Fluent files (`core/locales/<language>/*.ftl`) formats in every
//! language: English is the contract, every language has exactly its messages, selects on a
//! variable with exactly the keys English has (plural categories and numbers aside, which each
//! language chooses for itself), and formats without resolver errors whatever key or number a
//! variable takes.

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::{BTreeMap, BTreeSet};
use tafl_core::words::{self, Arg, Lang, Words};

/// The CLDR plural categories: which of them a language uses is its own business.
const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Numbers a variable compared with numbers is formatted with, besides its keys: each plural
/// category of English, Estonian and Russian, and a fraction.
const SAMPLE_NUMBERS: [f64; 8] = [0.0, 1.0, 2.0, 5.0, 11.0, 21.0, 22.0, 1.5];

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Name(String),
    Number(String),
}

impl Key {
    /// A key each language may have or not: a plural category or an exact number.
    fn is_plural(&self) -> bool {
        match self {
            Key::Name(name) => PLURAL_CATEGORIES.contains(&name.as_str()),
            Key::Number(_) => true,
        }
    }

    fn arg(&self) -> Arg<'static> {
        match self {
            Key::Name(name) => Arg::from(name.clone()),
            Key::Number(n) => Arg::Number(n.parse().expect("a Fluent number literal")),
        }
    }
}

/// What a pattern uses.
#[derive(Default, Debug)]
struct Uses {
    /// Variables, in the order they first appear.
    variables: Vec<String>,
    /// Every selector on a variable: the variable and the keys of its variants.
    selectors: Vec<(String, Vec<Key>)>,
    /// Messages it references.
    references: Vec<String>,
}

impl Uses {
    fn of(pattern: &Pattern<&str>) -> Uses {
        let mut uses = Uses::default();
        uses.pattern(pattern);
        uses
    }

    fn pattern(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &Expression<&str>) {
        match expression {
            Expression::Select { selector, variants } => {
                if let Some(variable) = selected_variable(selector) {
                    let keys = variants
                        .iter()
                        .map(|v| match &v.key {
                            VariantKey::Identifier { name } => Key::Name(name.to_string()),
                            VariantKey::NumberLiteral { value } => Key::Number(value.to_string()),
                        })
                        .collect();
                    self.selectors.push((variable, keys));
                }
                self.inline(selector);
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
            Expression::Inline(inline) => self.inline(inline),
        }
    }

    fn inline(&mut self, inline: &InlineExpression<&str>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                if !self.variables.iter().any(|v| v == id.name) {
                    self.variables.push(id.name.to_string());
                }
            }
            InlineExpression::MessageReference { id, .. } => {
                self.references.push(id.name.to_string())
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    self.inline(argument);
                }
                for argument in &arguments.named {
                    self.inline(&argument.value);
                }
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            // A term sees only the literals it is called with, never the message's variables.
            InlineExpression::TermReference { .. }
            | InlineExpression::StringLiteral { .. }
            | InlineExpression::NumberLiteral { .. } => {}
        }
    }
}

/// The variable a selector chooses on: `$n` or `NUMBER($n, …)`.
fn selected_variable(selector: &InlineExpression<&str>) -> Option<String> {
    match selector {
        InlineExpression::VariableReference { id } => Some(id.name.to_string()),
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.first().and_then(selected_variable)
        }
        _ => None,
    }
}

/// One language's messages, parsed from the files the library compiles in.
struct Catalog {
    lang: Lang,
    /// Each message's value (`None`: attributes only).
    messages: BTreeMap<String, Option<Pattern<&'static str>>>,
    /// Syntax errors and unparsable entries.
    problems: Vec<String>,
}

impl Catalog {
    fn load(lang: Lang) -> Catalog {
        let mut catalog = Catalog {
            lang,
            messages: BTreeMap::new(),
            problems: Vec::new(),
        };
        for (file, text) in words::sources(lang) {
            let resource =
                fluent_syntax::parser::parse(*text).unwrap_or_else(|(partial, errors)| {
                    for e in errors {
                        catalog
                            .problems
                            .push(format!("{}/{file}: {e:?}", lang.code()));
                    }
                    partial
                });
            for entry in resource.body {
                match entry {
                    Entry::Message(m) => {
                        catalog.messages.insert(m.id.name.to_string(), m.value);
                    }
                    Entry::Junk { content } => catalog
                        .problems
                        .push(format!("{}/{file}: cannot read {content:?}", lang.code())),
                    _ => {}
                }
            }
        }
        catalog
    }

    /// What a message uses itself (not through the messages it references).
    fn own_uses(&self, id: &str) -> Uses {
        match self.messages.get(id) {
            Some(Some(pattern)) => Uses::of(pattern),
            _ => Uses::default(),
        }
    }

    /// What a message uses, itself or through the messages it references.
    fn uses(&self, id: &str) -> Uses {
        let mut all = Uses::default();
        let mut seen = BTreeSet::new();
        let mut todo = vec![id.to_string()];
        while let Some(next) = todo.pop() {
            if !seen.insert(next.clone()) {
                continue;
            }
            let uses = self.own_uses(&next);
            for v in uses.variables {
                if !all.variables.contains(&v) {
                    all.variables.push(v);
                }
            }
            all.selectors.extend(uses.selectors);
            todo.extend(uses.references);
        }
        all
    }
}

fn catalogs() -> Vec<Catalog> {
    let catalogs: Vec<Catalog> = Lang::all().map(Catalog::load).collect();
    assert_eq!(catalogs[0].lang, Lang::ENGLISH, "English comes first");
    catalogs
}

/// The keys selectors on `variable` have in `uses`, each once, in order.
fn keys_of(uses: &Uses, variable: &str) -> Vec<Key> {
    let mut keys = Vec::new();
    for (v, ks) in &uses.selectors {
        if v == variable {
            for k in ks {
                if !keys.contains(k) {
                    keys.push(k.clone());
                }
            }
        }
    }
    keys
}

/// Whether a variable is compared with numbers: its selectors' keys are plural categories or
/// numbers, in English if English selects on it, else in the other languages.
fn numeric(english_keys: &[Key], other_keys: &[Key]) -> bool {
    let keys = if english_keys.is_empty() {
        other_keys
    } else {
        english_keys
    };
    !keys.is_empty() && keys.iter().all(Key::is_plural)
}

/// The keys every language must have alike: all of them for an id-valued variable, those that
/// are not plural categories or numbers for a number.
fn fixed_keys(keys: &[Key], is_number: bool) -> BTreeSet<Key> {
    keys.iter()
        .filter(|k| !(is_number && k.is_plural()))
        .cloned()
        .collect()
}

#[test]
fn the_files_load_without_problems() {
    assert_eq!(words::load_problems(), Vec::<String>::new());
    for catalog in catalogs() {
        assert_eq!(catalog.problems, Vec::<String>::new());
        assert!(!catalog.messages.is_empty(), "{}", catalog.lang.code());
    }
}

#[test]
fn every_language_has_exactly_the_english_messages() {
    let catalogs = catalogs();
    let english: BTreeSet<&String> = catalogs[0].messages.keys().collect();
    let mut problems = Vec::new();
    for catalog in &catalogs[1..] {
        let ids: BTreeSet<&String> = catalog.messages.keys().collect();
        for missing in english.difference(&ids) {
            problems.push(format!("{} lacks {missing}", catalog.lang.code()));
        }
        for extra in ids.difference(&english) {
            problems.push(format!(
                "{} has {extra}, English has not",
                catalog.lang.code()
            ));
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}

#[test]
fn every_selector_has_the_english_keys() {
    let catalogs = catalogs();
    let english = &catalogs[0];
    let mut problems = Vec::new();
    for id in english.messages.keys() {
        let english_uses = english.uses(id);
        for catalog in &catalogs {
            for (variable, keys) in catalog.own_uses(id).selectors {
                let expected = keys_of(&english_uses, &variable);
                let is_number = numeric(&expected, &keys);
                let (have, want) = (
                    fixed_keys(&keys, is_number),
                    fixed_keys(&expected, is_number),
                );
                if have != want {
                    problems.push(format!(
                        "{} {id}: ${variable} has the keys {have:?}, English {want:?}",
                        catalog.lang.code()
                    ));
                }
            }
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}

/// The values to format a message with: each variable English uses, with numbers first when it
/// is compared with numbers, then every key any language's selector on it has; a text when no
/// language selects on it.
fn values(catalogs: &[Catalog], id: &str) -> Vec<(String, Vec<Arg<'static>>)> {
    let english = catalogs[0].uses(id);
    let others: Vec<Uses> = catalogs[1..].iter().map(|c| c.uses(id)).collect();
    english
        .variables
        .iter()
        .map(|variable| {
            let english_keys = keys_of(&english, variable);
            let mut other_keys = Vec::new();
            for k in others.iter().flat_map(|uses| keys_of(uses, variable)) {
                if !other_keys.contains(&k) {
                    other_keys.push(k);
                }
            }
            let mut values = Vec::new();
            if numeric(&english_keys, &other_keys) {
                values.extend(SAMPLE_NUMBERS.iter().map(|n| Arg::Number(*n)));
            }
            for k in english_keys.iter().chain(&other_keys) {
                if !values.contains(&k.arg()) {
                    values.push(k.arg());
                }
            }
            if values.is_empty() {
                values.push(Arg::from(format!("<{variable}>")));
            }
            (variable.clone(), values)
        })
        .collect()
}

/// Every combination of the variables' values.
fn combinations<'a>(
    values: &'a [(String, Vec<Arg<'static>>)],
) -> Vec<Vec<(&'a str, Arg<'static>)>> {
    let mut out = vec![Vec::new()];
    for (name, vs) in values {
        out = out
            .into_iter()
            .flat_map(|args: Vec<(&str, Arg)>| {
                vs.iter().map(move |v| {
                    let mut args = args.clone();
                    args.push((name.as_str(), v.clone()));
                    args
                })
            })
            .collect();
    }
    out
}

#[test]
fn every_message_formats_in_every_language_with_every_key() {
    let catalogs = catalogs();
    let mut problems = Vec::new();
    let mut formatted = 0;
    for id in catalogs[0].messages.keys() {
        let values = values(&catalogs, id);
        for args in combinations(&values) {
            for catalog in &catalogs {
                formatted += 1;
                if let Err(errors) = Words::new(catalog.lang).try_format(id, &args) {
                    problems.push(format!("{} {id} {args:?}: {errors:?}", catalog.lang.code()));
                }
            }
        }
    }
    problems.truncate(20);
    assert_eq!(problems, Vec::<String>::new());
    assert!(formatted > catalogs[0].messages.len() * catalogs.len());
}

/// `Words::format` never panics: on every message it gives the language's text, else the English
/// one, else the message's id — with all the variables, with each one left out, with none, and
/// for an unknown message. (A translation that fails where English works cannot be in these
/// files, the tests above see to that; words.rs tests that case with a broken translation.)
#[test]
fn a_failing_message_falls_back_to_english_then_to_its_id() {
    let catalogs = catalogs();
    let english = Words::new(Lang::ENGLISH);
    let ids = catalogs[0].messages.keys().map(String::as_str);
    for id in ids.chain(["no-such-message"]) {
        let values = values(&catalogs, id);
        let all = combinations(&values).swap_remove(0);
        let mut arg_lists = vec![all.clone(), Vec::new()];
        for i in 0..all.len() {
            let mut fewer = all.clone();
            fewer.remove(i);
            arg_lists.push(fewer);
        }
        for args in &arg_lists {
            for catalog in &catalogs {
                let words = Words::new(catalog.lang);
                let expected = words
                    .try_format(id, args)
                    .or_else(|_| english.try_format(id, args))
                    .unwrap_or_else(|_| id.to_string());
                assert_eq!(
                    words.format(id, args),
                    expected,
                    "{} {id} {args:?}",
                    catalog.lang.code()
                );
            }
        }
    }
}

/// The library embeds the Fluent files without their comments (`core/build.rs`): what it reads
/// is, entry for entry, what the files say, comments aside.
#[test]
fn the_embedded_files_are_the_sources_without_their_comments() {
    fn uncommented(text: &str) -> Vec<Entry<&str>> {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(partial, _)| partial);
        resource
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                Entry::Message(mut m) => {
                    m.comment = None;
                    Some(Entry::Message(m))
                }
                Entry::Term(mut t) => {
                    t.comment = None;
                    Some(Entry::Term(t))
                }
                Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => None,
                other => Some(other),
            })
            .collect()
    }
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut files = 0;
    for lang in Lang::all() {
        for (file, embedded) in words::sources(lang) {
            let path = locales.join(lang.code()).join(file);
            let source = std::fs::read_to_string(&path).expect("the source of an embedded file");
            assert!(embedded.len() <= source.len(), "{}", path.display());
            assert!(
                !embedded.lines().any(|l| l.starts_with("# ")),
                "{}",
                path.display()
            );
            assert_eq!(
                uncommented(embedded),
                uncommented(&source),
                "{}",
                path.display()
            );
            files += 1;
        }
    }
    assert!(files >= 21, "{files} files");
}
