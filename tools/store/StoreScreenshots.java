// Makes the store listing's phone screenshots from the app's reference screenshots.
//
//   java tools/store/StoreScreenshots.java        (from the repository's root; JDK 17 or newer)
//
// For each line of fastlane/screenshots.txt it reads the reference under
// android/app/src/test/screenshots, widens it to the stores' shape (Google Play takes no
// screenshot whose long side is more than twice its short side; the references of a modern phone
// are taller) by adding its own page colour, the top-left pixel, evenly at both sides, writes it
// to fastlane/metadata/android/<store file> and records the reference's SHA-256 in the list, so
// that tests/release/check.py notices a reference that changed after.
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javax.imageio.ImageIO;

public class StoreScreenshots {
    public static void main(String[] args) throws Exception {
        Path list = Path.of("fastlane/screenshots.txt");
        Path references = Path.of("android/app/src/test/screenshots");
        Path store = Path.of("fastlane/metadata/android");
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                out.add(line);
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            Path reference = references.resolve(fields[1]);
            BufferedImage image = ImageIO.read(reference.toFile());
            BufferedImage padded = pad(image);
            File target = store.resolve(fields[0].replace("/", "/images/phoneScreenshots/")).toFile();
            target.getParentFile().mkdirs();
            ImageIO.write(padded, "png", target);
            String sha = HexFormat.of().formatHex(
                MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(reference)));
            out.add(String.format("%-33s %-26s %s", fields[0], fields[1], sha));
            System.out.printf("%s: %dx%d from %s (%dx%d)%n", target, padded.getWidth(), padded.getHeight(),
                fields[1], image.getWidth(), image.getHeight());
        }
        Files.write(list, out, StandardCharsets.UTF_8);
    }

    /** The image with its page colour added at both ends of the short side, up to half the long one. */
    static BufferedImage pad(BufferedImage image) {
        int w = image.getWidth(), h = image.getHeight();
        int width = Math.max(w, (h + 1) / 2), height = Math.max(h, (w + 1) / 2);
        BufferedImage padded = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = padded.createGraphics();
        g.setColor(new Color(image.getRGB(0, 0)));
        g.fillRect(0, 0, width, height);
        g.drawImage(image, (width - w) / 2, (height - h) / 2, null);
        g.dispose();
        return padded;
    }
}
