import Foundation
import Paths

/// The files below a folder whose names pass a test, found recursively, hidden files and
/// folders skipped, sorted by path: how features and step libraries are found.
///
/// Symbolic links to folders are followed (a team may link a shared criteria folder in), each
/// real folder read once, so a link back up the tree ends there. Nothing is skipped without a
/// word: a folder that cannot be listed, or a link that loops or leads nowhere, is returned in
/// `unread` with the reason.
package enum FolderFiles {
    package struct Found {
        package var files: [String] = []
        /// `path: reason`, one per folder or link that could not be read.
        package var unread: [String] = []
    }

    package static func find(in folder: String, named wanted: (String) -> Bool) -> [String] {
        walk(folder, named: wanted).files
    }

    package static func walk(_ folder: String, named wanted: (String) -> Bool) -> Found {
        var found = Found()
        var visited = Set<[UInt64]>()
        var status = stat()
        if stat(folder, &status) == 0 { visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]) }
        visit(folder, wanted: wanted, visited: &visited, found: &found)
        found.files.sort()
        found.unread.sort()
        return found
    }

    /// A folder being read: its entries' names (hidden ones left out), sorted, and the next
    /// one to look at.
    private struct Listing {
        package let folder: String
        package let names: [String]
        package var next = 0
    }

    /// Depth first, each folder's entries in name order, as a call per folder would go: but
    /// with the folders being read kept in an array, since a tree thousands of folders deep
    /// (as deep as a path allows) would need a call, and some kilobytes of stack, for each.
    private static func visit(_ top: String, wanted: (String) -> Bool, visited: inout Set<[UInt64]>, found: inout Found) {
        var open: [Listing] = []
        if let listing = list(top, found: &found) { open.append(listing) }
        while let last = open.indices.last {
            guard open[last].next < open[last].names.count else {
                open.removeLast()
                continue
            }
            let name = open[last].names[open[last].next]
            open[last].next += 1
            let path = PathText.join(open[last].folder, name)
            var status = stat()
            guard stat(path, &status) == 0 else {
                // lstat works where stat does not: a link to nothing, or a loop of links.
                var link = stat()
                if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                    let why = errno == ELOOP ? "a loop of symbolic links" : "a symbolic link to nothing"
                    if wanted(name) || errno == ELOOP { found.unread.append("\(path): \(why)") }
                }
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                let key = [UInt64(status.st_dev), UInt64(status.st_ino)]
                guard visited.insert(key).inserted else {
                    var link = stat()
                    if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                        found.unread.append("\(path): a symbolic link back to a folder already read (a loop); not read again")
                    }
                    continue
                }
                if let listing = list(path, found: &found) { open.append(listing) }
            case S_IFREG:
                if wanted(name) { found.files.append(path) }
            default:
                // A FIFO or device named like a feature would block or never end; say so.
                if wanted(name) { found.unread.append("\(path): not a regular file") }
            }
        }
    }

    /// The folder's entries, or nil (said in `found`) when it cannot be listed.
    private static func list(_ folder: String, found: inout Found) -> Listing? {
        guard let directory = opendir(folder) else {
            found.unread.append("\(folder): cannot list this folder (\(String(cString: strerror(errno))))")
            return nil
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." && !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        names.sort()
        return Listing(folder: folder, names: names)
    }
}
