package app.tafl.android.ui

import android.app.Activity
import android.content.Context
import android.content.Intent

/** Offers a text (the game record, a position) to any app that takes plain text (mail, messengers, notes). */
fun shareText(context: Context, text: String, chooserTitle: String) {
    val send = Intent(Intent.ACTION_SEND)
        .setType("text/plain")
        .putExtra(Intent.EXTRA_TEXT, text)
    val chooser = Intent.createChooser(send, chooserTitle)
    if (context !is Activity) chooser.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
    context.startActivity(chooser)
}
