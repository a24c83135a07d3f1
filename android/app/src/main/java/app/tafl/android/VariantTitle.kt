package app.tafl.android

import app.tafl.core.RulesInfo

/** A preset by its localized name; custom rules by the name their rules string gives. */
fun variantTitle(info: RulesInfo): TextRes {
    val preset = info.preset
    return if (preset != null && info.rules == null) TextRes(presetText(preset)) else TextRes(R.string.custom_rules_title, info.name)
}
