package app.tafl.android

import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Color
import android.graphics.PorterDuff
import android.graphics.PorterDuffColorFilter
import android.graphics.drawable.AdaptiveIconDrawable
import android.graphics.drawable.Drawable
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The launcher icon: adaptive, with a monochrome layer for themed icons, drawn from the repository's
 * vectors. Screenshots `icon-launcher` (the icon as a launcher masks it, on light and dark
 * wallpaper) and `icon-themed` (the monochrome layer tinted as Android 13 does).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35])
class LauncherIconTest {

    private val side = 432 // 108 dp at 4 px a dp

    @Test
    fun theAdaptiveIconShowsTheBoardAndTheKing() {
        val icon = app.getDrawable(R.mipmap.ic_launcher)
        assertTrue("adaptive: $icon", icon is AdaptiveIconDrawable)
        icon as AdaptiveIconDrawable
        assertNotNull("a monochrome layer for themed icons", icon.monochrome)

        val foreground = draw(icon.foreground, Color.TRANSPARENT)
        // Safe zone: nothing drawn outside the central circle of 66 of the 108 dp (radius 33 dp = 132 px),
        // save the board's corners (its half-diagonal is 33.9 dp).
        assertEquals(0, Color.alpha(foreground.getPixel(side / 2, 8)))
        assertEquals(0, Color.alpha(foreground.getPixel(8, side / 2)))
        // The king's disc in the middle (beside the crown), the corner squares darker than the board.
        val king = foreground.getPixel(side / 2 - 20, side / 2 + 20)
        assertTrue("the king is light: 0x%08X".format(king), luminance(king) > 200)
        val corner = foreground.getPixel(32 * 4, 32 * 4)
        val board = foreground.getPixel(44 * 4, 35 * 4)
        assertTrue("the corner square is darker than the board", luminance(corner) < luminance(board) - 20)

        // As launchers show it: masked (the system's mask), on a light and on a dark wallpaper.
        val shot = Bitmap.createBitmap(side * 2, side, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(shot)
        canvas.drawColor(Color.rgb(0xE8, 0xEA, 0xF0), PorterDuff.Mode.SRC)
        canvas.save()
        canvas.clipRect(side, 0, side * 2, side)
        canvas.drawColor(Color.rgb(0x20, 0x22, 0x28))
        canvas.restore()
        for (x in listOf(0, side)) {
            canvas.save()
            canvas.translate(x.toFloat(), 0f)
            icon.setBounds(0, 0, side, side)
            icon.draw(canvas)
            canvas.restore()
        }
        Screenshots.check(shot, "icon-launcher")

        val themed = draw(icon.monochrome!!.mutate().apply { colorFilter = PorterDuffColorFilter(Color.rgb(0x1D, 0x3B, 0x2E), PorterDuff.Mode.SRC_IN) }, Color.rgb(0xC8, 0xE6, 0xD3))
        Screenshots.check(themed, "icon-themed")
    }

    private fun draw(drawable: Drawable, background: Int): Bitmap {
        val bitmap = Bitmap.createBitmap(side, side, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        canvas.drawColor(background, PorterDuff.Mode.SRC)
        drawable.setBounds(0, 0, side, side)
        drawable.draw(canvas)
        return bitmap
    }
}
