package app.tafl.android.ui

import android.content.res.Resources
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import app.tafl.android.TextRes

/** Resolves a [TextRes] (and nested TextRes arguments) in the current locale. */
fun TextRes.resolve(resources: Resources): String {
    if (args.isEmpty()) return resources.getString(id)
    val resolved = args.map { if (it is TextRes) it.resolve(resources) else it }
    return resources.getString(id, *resolved.toTypedArray())
}

@Composable
@ReadOnlyComposable
fun TextRes.text(): String {
    LocalConfiguration.current // re-read on a locale change
    return resolve(LocalContext.current.resources)
}
