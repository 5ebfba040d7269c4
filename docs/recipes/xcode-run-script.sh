# Xcode Run Script build phase: checks the app's CoreDataLibrary definitions with cdlgen on every build.
# Diagnostics appear in the Issue navigator, on the line they concern; errors fail the build.
# Set CDLGEN_DEFINITIONS (a build setting or below) if the definitions are not in Definitions/.

# Xcode's PATH has neither Homebrew's folder nor Mint's.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin"

if ! command -v cdlgen >/dev/null 2>&1; then
    echo "warning: cdlgen is not installed, so the definitions were not checked"
    exit 0
fi

# An absolute path makes cdlgen name files absolutely, as Xcode needs to open them from an issue.
cdlgen validate "${SRCROOT}/${CDLGEN_DEFINITIONS:-Definitions}"
