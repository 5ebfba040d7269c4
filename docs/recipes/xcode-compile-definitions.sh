# Xcode Run Script build phase: puts the app's CoreDataLibrary definitions into the app bundle, checked.
# cdlgen validates them first and writes nothing unless they pass; then every definition, JSON and
# OpenStep ones and those in subfolders too, becomes NAME.plist among the app's resources, where CDL
# loads it from. Set CDLGEN_DEFINITIONS if the definitions are not in Definitions/, and take them out
# of Copy Bundle Resources.

# Xcode's PATH has neither Homebrew's folder nor Mint's.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin"

if ! command -v cdlgen >/dev/null 2>&1; then
    # Without the definitions the app raises when a view opens: no build without them.
    echo "error: cdlgen is not installed, so the definitions cannot be put into the app"
    exit 1
fi

cdlgen compile "${SRCROOT}/${CDLGEN_DEFINITIONS:-Definitions}" \
    -o "${TARGET_BUILD_DIR}/${UNLOCALIZED_RESOURCES_FOLDER_PATH}"
