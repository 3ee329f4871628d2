import Gherkin

/// A `gherkinDocument` message written straight from the parsed document, in the shape
/// `GherkinDocument.json(uri:)` gives it, with every AST id prefixed so that ids stay unique
/// across files (see `MessagesPickles`).
///
/// Written by hand rather than by renaming the ids in `json(uri:)`'s tree: for a large export,
/// building that tree, renaming and freeing it cost more than everything else in the document
/// half of the stream. A test checks that both give the same text.
struct MessagesDocumentWriter {
    let prefix: String

    // Members are written in sorted key order, as `JSONValue` writes objects.

    func write(_ document: GherkinDocument, uri: String, to json: inout JSONStream) {
        json.beginObject()
        json.key("comments")
        json.beginArray()
        for comment in document.comments {
            json.beginObject()
            location(comment.location, to: &json)
            json.field("text", comment.text)
            json.endObject()
        }
        json.endArray()
        if let feature = document.feature {
            json.key("feature")
            write(feature, to: &json)
        }
        json.field("uri", uri)
        json.endObject()
    }

    private func write(_ feature: Feature, to json: inout JSONStream) {
        json.beginObject()
        json.key("children")
        json.beginArray()
        for child in feature.children {
            json.beginObject()
            switch child {
            case .background(let background):
                json.key("background")
                write(background, to: &json)
            case .scenario(let scenario):
                json.key("scenario")
                write(scenario, to: &json)
            case .rule(let rule):
                json.key("rule")
                write(rule, to: &json)
            }
            json.endObject()
        }
        json.endArray()
        json.field("description", feature.description)
        if let keyword = feature.keyword { json.field("keyword", keyword) }
        json.field("language", feature.language)
        location(feature.location, to: &json)
        json.field("name", feature.name)
        tags(feature.tags, to: &json)
        json.endObject()
    }

    private func write(_ rule: Rule, to json: inout JSONStream) {
        json.beginObject()
        json.key("children")
        json.beginArray()
        for child in rule.children {
            json.beginObject()
            switch child {
            case .background(let background):
                json.key("background")
                write(background, to: &json)
            case .scenario(let scenario):
                json.key("scenario")
                write(scenario, to: &json)
            }
            json.endObject()
        }
        json.endArray()
        json.field("description", rule.description)
        json.field("id", prefix, rule.id)
        json.field("keyword", rule.keyword)
        location(rule.location, to: &json)
        json.field("name", rule.name)
        tags(rule.tags, to: &json)
        json.endObject()
    }

    private func write(_ background: Background, to json: inout JSONStream) {
        json.beginObject()
        json.field("description", background.description)
        json.field("id", prefix, background.id)
        json.field("keyword", background.keyword)
        location(background.location, to: &json)
        json.field("name", background.name)
        steps(background.steps, to: &json)
        json.endObject()
    }

    private func write(_ scenario: Scenario, to json: inout JSONStream) {
        json.beginObject()
        json.field("description", scenario.description)
        json.key("examples")
        json.beginArray()
        for examples in scenario.examples {
            json.beginObject()
            json.field("description", examples.description)
            json.field("id", prefix, examples.id)
            json.field("keyword", examples.keyword)
            location(examples.location, to: &json)
            json.field("name", examples.name)
            json.key("tableBody")
            json.beginArray()
            for row in examples.tableBody { write(row, to: &json) }
            json.endArray()
            if let header = examples.tableHeader {
                json.key("tableHeader")
                write(header, to: &json)
            }
            tags(examples.tags, to: &json)
            json.endObject()
        }
        json.endArray()
        json.field("id", prefix, scenario.id)
        json.field("keyword", scenario.keyword)
        location(scenario.location, to: &json)
        json.field("name", scenario.name)
        steps(scenario.steps, to: &json)
        tags(scenario.tags, to: &json)
        json.endObject()
    }

    private func steps(_ steps: [Step], to json: inout JSONStream) {
        json.key("steps")
        json.beginArray()
        for step in steps {
            json.beginObject()
            if let table = step.dataTable {
                json.key("dataTable")
                json.beginObject()
                location(table.location, to: &json)
                json.key("rows")
                json.beginArray()
                for row in table.rows { write(row, to: &json) }
                json.endArray()
                json.endObject()
            }
            if let doc = step.docString {
                json.key("docString")
                json.beginObject()
                json.field("content", doc.content)
                json.field("delimiter", doc.delimiter)
                location(doc.location, to: &json)
                if let mediaType = doc.mediaType { json.field("mediaType", mediaType) }
                json.endObject()
            }
            json.field("id", prefix, step.id)
            json.field("keyword", step.keyword)
            if let type = step.keywordType { json.field("keywordType", type.rawValue) }
            location(step.location, to: &json)
            json.field("text", step.text)
            json.endObject()
        }
        json.endArray()
    }

    private func write(_ row: TableRow, to json: inout JSONStream) {
        json.beginObject()
        json.key("cells")
        json.beginArray()
        for cell in row.cells {
            json.beginObject()
            location(cell.location, to: &json)
            json.field("value", cell.value)
            json.endObject()
        }
        json.endArray()
        json.field("id", prefix, row.id)
        location(row.location, to: &json)
        json.endObject()
    }

    private func tags(_ tags: [Tag], to json: inout JSONStream) {
        json.key("tags")
        json.beginArray()
        for tag in tags {
            json.beginObject()
            json.field("id", prefix, tag.id)
            location(tag.location, to: &json)
            json.field("name", tag.name)
            json.endObject()
        }
        json.endArray()
    }

    private func location(_ location: Location, to json: inout JSONStream) {
        json.key("location")
        json.beginObject()
        if let column = location.column { json.field("column", column) }
        json.field("line", location.line)
        json.endObject()
    }
}
