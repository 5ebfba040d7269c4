"""Writes and compares the keyed archive of Python's own plistlib tests, for the UID round trips.

  keyed_archive.py write FILE          writes it as a binary property list
  keyed_archive.py same FILE FILE...   exits 0 when plistlib reads every FILE as the archive, UIDs included

The archive is `test.test_plistlib`'s KEYED_ARCHIVE when the test suite is installed; otherwise the
same structure, written by plistlib itself (what that data decodes to, per its test).
"""
import plistlib, sys

def archive():
    try:
        from test.test_plistlib import TESTDATA
        return TESTDATA["KEYED_ARCHIVE"]
    except Exception:
        UID = plistlib.UID
        return plistlib.dumps({
            '$version': 100000,
            '$objects': ['$null', {'pytype': 1, '$class': UID(2), 'NS.string': 'KeyArchive UID Test'},
                         {'$classname': 'OC_BuiltinPythonUnicode',
                          '$classes': ['OC_BuiltinPythonUnicode', 'OC_PythonUnicode', 'NSString', 'NSObject'],
                          '$classhints': ['OC_PythonString', 'NSString']}],
            '$archiver': 'NSKeyedArchiver',
            '$top': {'root': UID(1)},
        }, fmt=plistlib.FMT_BINARY)

if sys.argv[1] == "write":
    open(sys.argv[2], "wb").write(archive())
else:
    expected = plistlib.loads(archive())
    for path in sys.argv[2:]:
        with open(path, "rb") as f:
            if plistlib.load(f) != expected:
                sys.exit(f"{path}: not the archive")
