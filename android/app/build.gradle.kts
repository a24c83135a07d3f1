import java.util.Properties
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
}

// ---------------------------------------------------------------------------------------------
// Rust core → Android.
//   cargoNdkBuild         : cargo ndk → src/main/jniLibs/<abi>/libtafl_ffi.so (arm64-v8a, armeabi-v7a, x86_64)
//   generateUniffiBindings: bindings/scripts/gen-kotlin.sh <buildDir>/generated/uniffi --android
//                           (Kotlin package app.tafl.core, android = true), added to the main source set
// preBuild depends on both, so `assembleDebug` / Android Studio's Run build the Rust side first.
// Neither output is committed (android/.gitignore).
// ---------------------------------------------------------------------------------------------

/** The repository root: android/app/../.. */
val repoRoot: File = rootProject.projectDir.parentFile
val jniLibsDir: File = file("src/main/jniLibs")
val uniffiOutDir: Provider<Directory> = layout.buildDirectory.dir("generated/uniffi")

/**
 * NDK pinned below (r26+ works): the r27 that the hosted CI runners carry preinstalled
 * (.github/workflows). Installed by Android Studio under <sdk>/ndk/<version>.
 */
val taflNdkVersion = "27.3.13750724"

/**
 * The apps' version and id, kept in one file that the iOS project includes too
 * (version.xcconfig at the repository root, `KEY = value` lines, `//` comments).
 */
val appVersion: Map<String, String> = repoRoot.resolve("version.xcconfig").readLines()
    .map { it.substringBefore("//").trim() }
    .filter { it.contains('=') }
    .associate { it.substringBefore('=').trim() to it.substringAfter('=').trim() }

/**
 * The upload key of a release build, from the environment (the release workflow sets these from
 * the repository's secrets). Without them `assembleRelease` signs with the debug key, so a local
 * release build still installs.
 */
val releaseKeystore: String? = providers.environmentVariable("TAFL_KEYSTORE_FILE").orNull?.takeIf { it.isNotBlank() }

/** The Android SDK: local.properties' sdk.dir (written by Android Studio), else ANDROID_HOME / ANDROID_SDK_ROOT. */
val androidSdkDir: String? = run {
    val localProperties = rootProject.file("local.properties")
    val fromLocal = if (localProperties.isFile) {
        Properties().apply { localProperties.inputStream().use { load(it) } }.getProperty("sdk.dir")
    } else {
        null
    }
    fromLocal ?: System.getenv("ANDROID_HOME") ?: System.getenv("ANDROID_SDK_ROOT")
}

/** PATH with cargo's bin folder first: a Gradle daemon started by Android Studio often lacks ~/.cargo/bin. */
val pathWithCargo: String = listOfNotNull(
    System.getenv("CARGO_HOME")?.let { File(it, "bin").absolutePath },
    File(System.getProperty("user.home"), ".cargo/bin").absolutePath,
    System.getenv("PATH"),
).joinToString(File.pathSeparator)

/** Inputs whose change means the Rust library or the bindings must be rebuilt. */
val rustSources = files(
    repoRoot.resolve("Cargo.toml"),
    repoRoot.resolve("Cargo.lock"),
    repoRoot.resolve("core/Cargo.toml"),
    repoRoot.resolve("core/src"),
    repoRoot.resolve("bindings/Cargo.toml"),
    repoRoot.resolve("bindings/src"),
    repoRoot.resolve("bindings/uniffi.toml"),
)

val cargoNdkBuild by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds libtafl_ffi.so for arm64-v8a, armeabi-v7a and x86_64 with cargo-ndk into src/main/jniLibs."
    workingDir = repoRoot
    environment("PATH", pathWithCargo)
    commandLine(
        "cargo", "ndk",
        "-t", "arm64-v8a",
        "-t", "armeabi-v7a",
        "-t", "x86_64",
        "--platform", "24", // = minSdk
        "-o", jniLibsDir.absolutePath,
        "build", "--release", "-p", "tafl-ffi",
    )
    // cargo-ndk finds the NDK through ANDROID_NDK_HOME; when it is not set, point it at the pinned NDK
    // inside the SDK Android Studio uses (otherwise cargo-ndk searches the default SDK locations itself).
    if (System.getenv("ANDROID_NDK_HOME") == null && androidSdkDir != null) {
        val pinnedNdk = File(androidSdkDir, "ndk/$taflNdkVersion")
        if (pinnedNdk.isDirectory) environment("ANDROID_NDK_HOME", pinnedNdk.absolutePath)
        environment("ANDROID_HOME", androidSdkDir)
    }
    inputs.files(rustSources)
    outputs.dir(jniLibsDir)
}

val generateUniffiBindings by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings (package app.tafl.core) into build/generated/uniffi."
    workingDir = repoRoot
    val outDir = uniffiOutDir.get().asFile
    environment("PATH", pathWithCargo)
    commandLine("bash", "bindings/scripts/gen-kotlin.sh", outDir.absolutePath, "--android")
    inputs.files(rustSources)
    inputs.files(repoRoot.resolve("bindings/scripts")) // gen-kotlin.sh, common.sh, android-config.toml
    outputs.dir(outDir)
}

/** The host library the Robolectric unit tests load through JNA (not packaged into the app). */
val cargoHostBuild by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds the host libtafl_ffi for the JVM unit tests (target/release)."
    workingDir = repoRoot
    environment("PATH", pathWithCargo)
    commandLine("cargo", "build", "--release", "-p", "tafl-ffi", "--lib")
    inputs.files(rustSources)
    outputs.dir(repoRoot.resolve("target/release"))
}

android {
    namespace = "app.tafl.android"
    compileSdk = 35
    ndkVersion = taflNdkVersion

    defaultConfig {
        applicationId = appVersion.getValue("TAFL_APP_ID")
        minSdk = 24
        targetSdk = 35
        versionCode = appVersion.getValue("TAFL_VERSION_CODE").toInt()
        versionName = appVersion.getValue("TAFL_VERSION_NAME")

        // The ABIs cargoNdkBuild produces; JNA's aar ships libjnidispatch.so for these too.
        ndk {
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    signingConfigs {
        if (releaseKeystore != null) {
            create("release") {
                storeFile = file(releaseKeystore)
                storePassword = providers.environmentVariable("TAFL_KEYSTORE_PASSWORD").orNull
                keyAlias = providers.environmentVariable("TAFL_KEY_ALIAS").orNull
                keyPassword = providers.environmentVariable("TAFL_KEY_PASSWORD").orNull
            }
        }
    }

    buildTypes {
        release {
            signingConfig = signingConfigs.getByName(if (releaseKeystore != null) "release" else "debug")
            isMinifyEnabled = false
            proguardFiles(
                getDefaultProguardFile("proguard-android-optimize.txt"),
                "proguard-rules.pro",
            )
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        compose = true
    }

    testOptions {
        unitTests {
            // Robolectric reads the merged resources and manifest (R.string in tests, themes).
            isIncludeAndroidResources = true
            all { test ->
                // UniFFI's Android cleaner (android = true) uses jdk.internal.ref.Cleaner on the JVM.
                test.jvmArgs("--add-exports", "java.base/jdk.internal.ref=ALL-UNNAMED")
                test.jvmArgs("--add-opens", "java.base/jdk.internal.ref=ALL-UNNAMED")
                // The host libtafl_ffi (cargo build -p tafl-ffi) for JNA in unit tests.
                test.systemProperty("jna.library.path", repoRoot.resolve("target/release").absolutePath)
                test.systemProperty("screenshot.dir", repoRoot.resolve("target/screenshots/android").absolutePath)
                test.dependsOn(cargoHostBuild)
            }
        }
    }

    sourceSets {
        getByName("main") {
            // The generated UniFFI Kotlin (never committed).
            java.srcDir(uniffiOutDir.get().asFile)
            // src/main/jniLibs is AGP's default jniLibs folder; cargoNdkBuild writes into it.
        }
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

tasks.named("preBuild") {
    dependsOn(cargoNdkBuild, generateUniffiBindings)
}

// Lint reads the main source set (so the generated folder) but does not go through preBuild:
// declare the dependency, or Gradle stops lint / lintVital (part of assembleRelease) with an
// "implicit dependency" validation error.
tasks.configureEach {
    if (name.startsWith("lint")) dependsOn(generateUniffiBindings)
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.viewmodel.ktx)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.androidx.annotation)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.ui.graphics)
    implementation(libs.androidx.compose.ui.tooling.preview)
    implementation(libs.androidx.compose.foundation)
    implementation(libs.androidx.compose.material3)
    implementation(libs.kotlinx.coroutines.android)
    // JNA as an Android archive: the jar plus libjnidispatch.so for each ABI.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")

    debugImplementation(libs.androidx.compose.ui.tooling)

    // Robolectric + Compose UI tests under src/test (the same tests tests/suites/android.sh runs).
    testImplementation(libs.junit)
    testImplementation(libs.robolectric)
    testImplementation(libs.androidx.test.core)
    testImplementation(libs.androidx.test.ext.junit)
    testImplementation(platform(libs.androidx.compose.bom))
    testImplementation(libs.androidx.compose.ui.test.junit4)
    // Declares ComponentActivity in the debug manifest, which createAndroidComposeRule starts.
    debugImplementation(libs.androidx.compose.ui.test.manifest)
    testImplementation(libs.kotlinx.coroutines.test)
    // The desktop JNA jar (its jnidispatch for the host) for unit tests.
    testImplementation(libs.jna)
}
