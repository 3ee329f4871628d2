import Foundation
import Testing

@testable import HTTPServer

@Suite("Form data decoding")
struct FormDataTests {
    @Test("URL-encoded: +, escapes, UTF-8, empty and odd pieces")
    func urlEncoded() {
        let fields = FormData.urlEncoded(Array("a=1&b=hello+world&c=%E2%9C%93&d&=e&&f=%zz%4&g=x=y&h=%ff".utf8))
        #expect(fields.map(\.name) == ["a", "b", "c", "d", "", "f", "g", "h"])
        #expect(fields.map(\.value) == ["1", "hello world", "✓", "", "e", "%zz%4", "x=y", "\u{FFFD}"])
        #expect(FormData.urlEncoded([]).isEmpty)
        #expect(FormData.urlEncoded(Array("%2B+%26=%3D".utf8)).first! == ("+ &", "="))
    }

    /// A file's bytes holding NUL, 0xFF, CRLF and the boundary in ways that are not a delimiter.
    static func binary(boundary: String) -> [UInt8] {
        [0x00, 0xFF, 0x0D, 0x0A] + Array("x--\(boundary)".utf8)  // the boundary, not at a line start
            + [0x0D, 0x0A] + Array("--\(boundary)-not-a-delimiter".utf8)  // at a line start, followed by other text
            + [0x0D, 0x0A] + Array("--\(boundary.dropLast())".utf8)  // a cut boundary
            + [0x0D, 0x0A, 0x0D, 0x0A, 0x89, 0x50, 0x4E, 0x47] + Array("--\(boundary)".utf8)  // mid-line again
            + [0x0D, 0x0A]  // and a CRLF just before the real delimiter's
    }

    static func body(boundary: String, closed: Bool = true) -> [UInt8] {
        var body: [UInt8] = []
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nMy report\r\n".utf8)
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"shot\"; filename=\"a;b \\\"c\\\".png\"\r\n".utf8)
        body += Array("Content-Type: image/png\r\n\r\n".utf8) + binary(boundary: boundary) + Array("\r\n".utf8)
        body += Array("--\(boundary)\r\ncontent-disposition: FORM-DATA; name=empty\r\n\r\n\r\n".utf8)
        if closed { body += Array("--\(boundary)--\r\n".utf8) }
        return body
    }

    @Test("Multipart with an unquoted boundary: text, a binary file holding CRLF and boundary-like bytes, an empty field")
    func multipart() throws {
        let parts = try #require(FormData.multipart(Self.body(boundary: "XyZ"), contentType: "multipart/form-data; boundary=XyZ"))
        #expect(parts.count == 3)
        #expect(parts[0] == FormPart(name: "title", data: Array("My report".utf8)))
        #expect(parts[1].name == "shot")
        #expect(parts[1].filename == "a;b \"c\".png")
        #expect(parts[1].contentType == "image/png")
        #expect(parts[1].data == Self.binary(boundary: "XyZ"))
        #expect(parts[2] == FormPart(name: "empty", data: []))
    }

    @Test("A quoted boundary with a space, a preamble and an epilogue")
    func quotedBoundary() throws {
        let boundary = "a b:c'()+_,-./=?"
        let body = Array("preamble to ignore\r\n".utf8) + Self.body(boundary: boundary) + Array("epilogue".utf8)
        let parts = try #require(FormData.multipart(body, contentType: "Multipart/Form-Data; charset=utf-8; BOUNDARY=\"\(boundary)\""))
        #expect(parts.map(\.name) == ["title", "shot", "empty"])
        #expect(parts[1].data == Self.binary(boundary: boundary))
    }

    @Test("A body with only the closing delimiter has no parts")
    func emptyForm() {
        #expect(FormData.multipart(Array("--b--\r\n".utf8), contentType: "multipart/form-data; boundary=b")?.isEmpty == true)
    }

    @Test(
        "Malformed multipart gives nil",
        arguments: [
            ("missing final boundary", body(boundary: "XyZ", closed: false), "multipart/form-data; boundary=XyZ"),
            ("no boundary parameter", body(boundary: "XyZ"), "multipart/form-data"),
            ("empty boundary", body(boundary: "XyZ"), "multipart/form-data; boundary="),
            ("boundary over 70 characters", body(boundary: "XyZ"), "multipart/form-data; boundary=" + String(repeating: "x", count: 71)),
            ("unclosed quoted boundary", body(boundary: "XyZ"), "multipart/form-data; boundary=\"XyZ"),
            ("not form-data", body(boundary: "XyZ"), "multipart/mixed; boundary=XyZ"),
            ("a different boundary", body(boundary: "XyZ"), "multipart/form-data; boundary=Other"),
            ("part without a name", Array("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--".utf8), "multipart/form-data; boundary=b"),
            ("part without Content-Disposition", Array("--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--".utf8), "multipart/form-data; boundary=b"),
            (
                "part that is not form-data", Array("--b\r\nContent-Disposition: attachment; name=a\r\n\r\nx\r\n--b--".utf8),
                "multipart/form-data; boundary=b"
            ),
            (
                "garbage after the delimiter", Array("--bxx\r\nContent-Disposition: form-data; name=a\r\n\r\nx\r\n--b--".utf8),
                "multipart/form-data; boundary=b"
            ),
            ("headers never end", Array("--b\r\nContent-Disposition: form-data; name=a\r\n".utf8), "multipart/form-data; boundary=b"),
            ("empty body", [], "multipart/form-data; boundary=b"),
        ])
    func malformed(_ name: String, _ body: [UInt8], _ contentType: String) {
        #expect(FormData.multipart(body, contentType: contentType) == nil, "\(name)")
    }

    @Test("Multipart never traps on random cuts and changes")
    func fuzz() {
        var generator = SeededGenerator(seed: 7)
        let whole = Self.body(boundary: "XyZ")
        for _ in 0..<2000 {
            var bytes = whole
            for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: at)
                default: bytes = Array(bytes.prefix(max(1, at)))
                }
            }
            _ = FormData.multipart(bytes, contentType: "multipart/form-data; boundary=XyZ")
        }
    }

    @Test("A multipart upload through the server")
    func throughTheServer() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"
            let body = Self.body(boundary: boundary)
            let client = try server.client()
            client.send(
                Array(
                    "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW\r\nContent-Length: \(body.count)\r\n\r\n"
                        .utf8) + body)
            #expect(client.readResponse()?.status == 200)
            let request = try #require(log.last)
            let parts = try #require(FormData.multipart(request.body, contentType: request.headers["Content-Type"] ?? ""))
            #expect(parts[1].data == Self.binary(boundary: boundary))
        }
    }
}
