import Paths
import Foundation

/// The files below a folder whose names pass a test, found recursively, hidden files and
/// folders skipped, sorted by path: how features and step libraries are found.
enum FolderFiles {
    static func find(in folder: String, named wanted: (String) -> Bool) -> [String] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = PathText.lastComponent(relative)
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard wanted(name) else { continue }
            let full = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue { found.append(full) }
        }
        return found.sorted()
    }
}
