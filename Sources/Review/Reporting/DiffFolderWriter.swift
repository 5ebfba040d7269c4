import Basics
import PlistLoader

/// Writes an HTML diff's pages into a folder (made if missing), each atomically; a page already holding
/// the same bytes is left as it is. Pages of an earlier run that this one does not make are left too.
public enum DiffFolderWriter {
    public static func write(_ pages: [(path: String, text: String)], to folder: String) throws(FileWriteError) {
        try FolderMaker.make(folder)
        for page in pages {
            try AtomicFileWriter.write(
                Array(page.text.utf8), to: PathUtilities.join(folder, page.path), replacing: true, durable: false, keepingUnchanged: true)
        }
    }
}
