/// Cucumber Messages for the AST, pickles and parse errors, shaped as the reference writes
/// them: absent optional fields are left out, empty lists are kept.
extension Location {
    var json: JSONValue {
        var members: [String: JSONValue] = ["line": .int(line)]
        if let column { members["column"] = .int(column) }
        return .object(members)
    }
}

extension GherkinDocument {
    public func json(uri: String) -> JSONValue {
        json(uri: uri, featureJSON: feature?.json)
    }

    func json(uri: String, featureJSON: JSONValue?) -> JSONValue {
        var members: [String: JSONValue] = [
            "uri": .string(uri),
            "comments": .array(comments.map { .object(["location": $0.location.json, "text": .string($0.text)]) }),
        ]
        if let featureJSON { members["feature"] = featureJSON }
        return .object(members)
    }
}

extension Tag {
    var json: JSONValue { .object(["location": location.json, "name": .string(name), "id": .string(id)]) }
}

extension Feature {
    var json: JSONValue { json(children: .array(children.map(Self.json))) }

    /// The feature with `children` as its children's value: the whole list, or a stand-in
    /// that a streaming writer replaces with the children one at a time.
    func json(children: JSONValue) -> JSONValue {
        var members: [String: JSONValue] = [
            "location": location.json, "tags": .array(tags.map(\.json)), "language": .string(language),
            "name": .string(name), "description": .string(description), "children": children,
        ]
        // A Markdown document's stand-in feature line has no keyword.
        if let keyword { members["keyword"] = .string(keyword) }
        return .object(members)
    }

    static func json(_ child: FeatureChild) -> JSONValue {
        switch child {
        case .background(let background): return .object(["background": background.json])
        case .scenario(let scenario): return .object(["scenario": scenario.json])
        case .rule(let rule): return .object(["rule": rule.json])
        }
    }
}

extension Rule {
    var json: JSONValue {
        .object([
            "id": .string(id), "location": location.json, "tags": .array(tags.map(\.json)),
            "keyword": .string(keyword), "name": .string(name), "description": .string(description),
            "children": .array(
                children.map { child in
                    switch child {
                    case .background(let background): return .object(["background": background.json])
                    case .scenario(let scenario): return .object(["scenario": scenario.json])
                    }
                }),
        ])
    }
}

extension Background {
    var json: JSONValue {
        .object([
            "id": .string(id), "location": location.json, "keyword": .string(keyword), "name": .string(name),
            "description": .string(description), "steps": .array(steps.map(\.json)),
        ])
    }
}

extension Scenario {
    var json: JSONValue {
        .object([
            "id": .string(id), "location": location.json, "tags": .array(tags.map(\.json)),
            "keyword": .string(keyword), "name": .string(name), "description": .string(description),
            "steps": .array(steps.map(\.json)), "examples": .array(examples.map(\.json)),
        ])
    }
}

extension Examples {
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(id), "location": location.json, "tags": .array(tags.map(\.json)),
            "keyword": .string(keyword), "name": .string(name), "description": .string(description),
            "tableBody": .array(tableBody.map(\.json)),
        ]
        if let tableHeader { members["tableHeader"] = tableHeader.json }
        return .object(members)
    }
}

extension Step {
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(id), "location": location.json, "keyword": .string(keyword), "text": .string(text),
        ]
        if let keywordType { members["keywordType"] = .string(keywordType.rawValue) }
        if let dataTable { members["dataTable"] = dataTable.json }
        if let docString { members["docString"] = docString.json }
        return .object(members)
    }
}

extension DataTable {
    var json: JSONValue { .object(["location": location.json, "rows": .array(rows.map(\.json))]) }
}

extension TableRow {
    var json: JSONValue {
        .object([
            "id": .string(id), "location": location.json,
            "cells": .array(cells.map { .object(["location": $0.location.json, "value": .string($0.value)]) }),
        ])
    }
}

extension DocString {
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "location": location.json, "content": .string(content), "delimiter": .string(delimiter),
        ]
        if let mediaType { members["mediaType"] = .string(mediaType) }
        return .object(members)
    }
}

extension Pickle {
    public var json: JSONValue {
        .object([
            "id": .string(id), "uri": .string(uri), "location": location.json, "name": .string(name),
            "language": .string(language), "steps": .array(steps.map(\.json)),
            "tags": .array(tags.map { .object(["name": .string($0.name), "astNodeId": .string($0.astNodeId)]) }),
            "astNodeIds": .array(astNodeIds.map { .string($0) }),
        ])
    }
}

extension PickleStep {
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(id), "text": .string(text), "type": .string(type.rawValue),
            "astNodeIds": .array(astNodeIds.map { .string($0) }),
        ]
        if let argument {
            var inner: [String: JSONValue] = [:]
            if let table = argument.dataTable {
                var tableMembers: [String: JSONValue] = [
                    "rows": .array(
                        table.rows.map { row in
                            .object(["cells": .array(row.map { .object(["value": .string($0)]) })])
                        })
                ]
                if let index = table.argumentIndex { tableMembers["argumentIndex"] = .int(index) }
                inner["dataTable"] = .object(tableMembers)
            }
            if let doc = argument.docString {
                var docMembers: [String: JSONValue] = ["content": .string(doc.content)]
                if let mediaType = doc.mediaType { docMembers["mediaType"] = .string(mediaType) }
                if let index = doc.argumentIndex { docMembers["argumentIndex"] = .int(index) }
                inner["docString"] = .object(docMembers)
            }
            members["argument"] = .object(inner)
        }
        return .object(members)
    }
}

extension ParseError {
    /// The `parseError` message body for a file.
    public func json(uri: String) -> JSONValue {
        .object([
            "message": .string(description),
            "source": .object(["uri": .string(uri), "location": messageLocation.json]),
        ])
    }
}
