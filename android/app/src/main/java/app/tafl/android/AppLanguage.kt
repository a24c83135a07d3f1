package app.tafl.android

import java.util.Locale

/** The core's rulebook languages; the app follows the system language and falls back to English. */
fun coreLanguage(locale: Locale): String = when (locale.language) {
    "et" -> "et"
    "ru" -> "ru"
    else -> "en"
}
