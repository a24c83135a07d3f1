package app.tafl.android.ui

import android.app.Activity
import android.content.Context
import android.content.Intent

/** Offers the game record as plain text to any app that takes it (mail, messengers, notes). */
fun shareRecord(context: Context, record: String, chooserTitle: String) {
    val send = Intent(Intent.ACTION_SEND)
        .setType("text/plain")
        .putExtra(Intent.EXTRA_TEXT, record)
    val chooser = Intent.createChooser(send, chooserTitle)
    if (context !is Activity) chooser.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
    context.startActivity(chooser)
}
