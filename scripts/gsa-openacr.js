#!/usr/bin/env node
// Runs GSA's OpenACR tool (its dist/ validators and HTML renderer) on one OpenACR file, as its
// `bin/openacr.js output` does: the schema, then the catalog's values, then the HTML template.
//
//   NODE_PATH=/usr/share/nodejs node scripts/gsa-openacr.js GSA_DIR CATALOG.yaml REPORT.yaml OUT.html
//
// GSA_DIR is a copy of github.com/GSA/openacr (dist/, schema/, templates/). Prints one line,
// "valid" or "invalid: <GSA's message>", writes the rendered page to OUT.html when valid, and
// exits 0 when valid, 1 otherwise. Called by scripts/check-openacr-gsa; the tool's own command
// line is not used because it needs yargs 17, which Debian does not package (its dist/ needs
// only ajv, js-yaml, handlebars, marked and sanitize-html, which Debian does).
"use strict";
const fs = require("fs");
const path = require("path");
const Module = require("module");

// GSA reads licence names from spdx-license-list, which Debian does not package: where it is
// missing, the SPDX identifiers Debian does package stand in, each named by its identifier.
try {
    require.resolve("spdx-license-list");
} catch {
    const ids = require("spdx-license-ids");
    const list = {};
    for (const id of ids) list[id] = { name: id, url: `https://spdx.org/licenses/${id}.html`, osiApproved: false };
    const stand = new Module("spdx-license-list");
    stand.exports = list;
    stand.loaded = true;
    const resolve = Module._resolveFilename;
    Module._resolveFilename = function (request, ...rest) {
        return request === "spdx-license-list" ? "spdx-license-list" : resolve.call(this, request, ...rest);
    };
    require.cache["spdx-license-list"] = stand;
}

const [gsa, catalogFile, reportFile, outFile] = process.argv.slice(2);
if (!outFile) {
    console.error("usage: gsa-openacr.js GSA_DIR CATALOG.yaml REPORT.yaml OUT.html");
    process.exit(2);
}
const yaml = require("js-yaml");
const { validateOpenACR } = require(path.join(gsa, "dist", "validateOpenACR"));
const { validateOpenACRCatalogValues } = require(path.join(gsa, "dist", "validateOpenACRCatalogValues"));
const { createOutput } = require(path.join(gsa, "dist", "createOutput"));

const data = yaml.load(fs.readFileSync(reportFile, "utf8"));
const catalog = yaml.load(fs.readFileSync(catalogFile, "utf8"));
let result = validateOpenACR(data, "openacr-0.1.0.json");
if (result.result) result = validateOpenACRCatalogValues(data, catalog);
if (!result.result) {
    console.log("invalid: " + result.message);
    process.exit(1);
}
const template = fs.readFileSync(path.join(gsa, "templates", "openacr-html-0.1.0.handlebars"), "utf8");
fs.writeFileSync(outFile, createOutput(data, catalog, "html", template));
console.log("valid");
