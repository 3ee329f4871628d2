import Workflows

/// The served pages' style sheet and script, kept in the binary: nothing is read from disk to
/// serve them, and the pages' Content-Security-Policy allows these and nothing else.
package enum WebAssets {
    /// Large text, strong contrast (every pair at least 7:1), a focus outline nobody misses,
    /// and one column that reflows down to 320 px without scrolling sideways.
    package static let css = """
        :root { color-scheme: light; --ink: #1a1a1a; --paper: #ffffff; --muted: #4a4a4a; --line: #6b6b6b; --accent: #0b4f8a;
          --pass: #0a5c2b; --fail: #a0001c; --focus: #c24e00; --soft: #f2f5f8; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 1.0625rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--paper); }
        a { color: var(--accent); text-underline-offset: 0.15em; }
        a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible {
          outline: 3px solid var(--focus); outline-offset: 2px; }
        h1:focus, h2:focus, main:focus { outline: 3px solid var(--focus); outline-offset: 4px; }
        .skip { position: absolute; left: -999px; top: 0; background: var(--paper); padding: 0.5rem; }
        .skip:focus { left: 0.5rem; }
        header { border-bottom: 1px solid var(--line); padding: 0.5rem 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
        .brand { font-weight: 700; margin: 0; }
        nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
        nav a { display: inline-block; padding: 0.35rem 0.1rem; min-height: 24px; }
        nav a[aria-current="page"] { font-weight: 700; }
        main { max-width: 52rem; margin: 0 auto; padding: 1rem; }
        /* A page with tables takes the width of a wide screen, so its tables fit without scrolling
           sideways at 1280 px; its text keeps the line length of the others. */
        main:has(table) { max-width: 80rem; }
        main:has(table) > :not(.table-box, div:has(> .table-box)) { max-width: 50rem; }
        h1 { font-size: 1.6rem; line-height: 1.25; margin: 0.5rem 0 0.75rem; overflow-wrap: anywhere; }
        h2 { font-size: 1.3rem; line-height: 1.3; margin: 1.25rem 0 0.5rem; overflow-wrap: anywhere; }
        h3 { font-size: 1.1rem; margin: 1rem 0 0.5rem; }
        p, li, dd, label, legend, summary, code, .hint { overflow-wrap: anywhere; }
        [hidden] { display: none !important; }
        /* Table cells keep their words whole: a wide table scrolls in its own box instead. */
        [aria-invalid="true"] { border-color: var(--fail) !important; border-width: 3px !important; }
        .said:not(:empty) { border-left: 6px solid var(--pass); background: var(--soft); padding: 0.25rem 0.75rem; margin: 0.5rem 0; }
        .problem { border-left: 6px solid var(--fail); background: #fff0f2; padding: 0.25rem 0.75rem; margin: 0.5rem 0; }
        .where { color: var(--muted); margin-top: 0; }
        label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
        .hint { color: var(--muted); margin: 0 0 0.25rem; font-size: 0.95rem; }
        input[type="text"], input[type="search"], input:not([type]), textarea, select { width: 100%; max-width: 36rem; font: inherit; padding: 0.4rem; border: 2px solid var(--line); border-radius: 4px; color: var(--ink); background: var(--paper); }
        input[type="file"] { font: inherit; max-width: 100%; }
        textarea { min-height: 4.5rem; }
        fieldset { border: 1px solid var(--line); border-radius: 4px; margin: 1rem 0; padding: 0.5rem 0.75rem 0.75rem; min-width: 0; }
        legend { font-weight: 700; padding: 0 0.25rem; }
        .choices label { display: flex; gap: 0.5rem; align-items: flex-start; font-weight: 400; margin: 0.35rem 0; }
        .choices input { width: 1.25rem; height: 1.25rem; margin-top: 0.15rem; flex: none; }
        .choices label > span { min-width: 0; }
        .filter { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; max-width: 36rem; }
        .filter input { flex: 1 1 12rem; width: auto; min-width: 0; }
        .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.5rem; }
        button { font: inherit; font-weight: 600; min-height: 44px; min-width: 44px; padding: 0.4rem 1rem; border: 2px solid var(--ink); border-radius: 6px; background: var(--paper); color: var(--ink); cursor: pointer; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #ffffff; }
        button.pass { background: var(--pass); border-color: var(--pass); color: #ffffff; }
        button.fail { background: var(--fail); border-color: var(--fail); color: #ffffff; }
        button:hover { text-decoration: underline; }
        details { margin: 0.75rem 0; border: 1px solid var(--line); border-radius: 4px; padding: 0.25rem 0.75rem; }
        summary { cursor: pointer; font-weight: 600; padding: 0.25rem 0; min-height: 24px; }
        .guidance p { margin: 0.35rem 0; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--soft); padding: 0.5rem; }
        .drop { border: 2px dashed var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; margin-top: 1rem; }
        form > .buttons, details + .buttons { margin-top: 1rem; }
        li form { margin-bottom: 1rem; }
        main:focus { outline-offset: -3px; }
        .drop.over { border-color: var(--accent); background: var(--soft); }
        .table-box { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; margin: 0.5rem 0; }
        caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
        td.count { text-align: right; font-variant-numeric: tabular-nums; }
        .inline { display: inline; }
        ul.plain { padding-left: 1.25rem; }
        @media (max-width: 30rem) { main { padding: 0.75rem; } h1 { font-size: 1.35rem; } button { width: 100%; } }
        /* The Status page's tables of counts: they fit the page at full width; where their box is
           narrower, each row becomes a block (its name, then each count after its column's name),
           so they never scroll sideways. The markup stays a table for assistive technology. */
        main:has(> #status-table) { max-width: 72rem; }
        #status-table { container-type: inline-size; }
        table.status-counts { width: 100%; }
        table.status-counts th, table.status-counts td { padding: 0.25rem 0.35rem; }
        table.status-counts thead th { font-size: 0.95rem; line-height: 1.25; vertical-align: bottom; }
        table.status-counts thead th + th { width: 1%; }
        table.status-counts tbody th { font-weight: 400; }
        @container (max-width: 52rem) {
          table.status-counts, table.status-counts tbody, table.status-counts tfoot, table.status-counts tr, table.status-counts th { display: block; }
          table.status-counts thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
          table.status-counts tr { border: 1px solid var(--line); margin: 0 0 0.5rem; padding: 0.25rem 0.5rem; }
          table.status-counts th, table.status-counts td { border: 0; padding: 0.1rem 0; }
          table.status-counts td { display: inline-block; margin-right: 1rem; text-align: left; }
          table.status-counts td::before { content: attr(data-label) ": " / ""; }
        }
        @media (forced-colors: active) { button { border: 2px solid ButtonText; } .said, .problem { border: 2px solid CanvasText; } }
        """

    /// Only what plain HTML cannot do: keyboard shortcuts (on the step only, where a screen
    /// reader's own single keys do not reach the page), evidence pasted or dropped, the start
    /// page's list filtered as the tester types, the status table kept current on request, and
    /// the heading of what comes after a change focused.
    package static let script = """
        "use strict";
        (function () {
          function said(text) {
            var region = document.getElementById("said");
            if (!region) { return; }
            var p = document.createElement("p");
            p.textContent = text;
            region.appendChild(p);
          }
          document.addEventListener("DOMContentLoaded", function () {
            // After a change (a verdict, Save and quit, a step of the start page) focus the
            // heading of what the tester is on now, and say again what was recorded so
            // assistive technology announces it.
            var region = document.getElementById("said");
            var heading = document.body.dataset.after
              ? document.querySelector("main [autofocus]") || document.getElementById("step-heading") || document.querySelector("main h1") : null;
            if (heading) {
              if (!heading.hasAttribute("tabindex")) { heading.setAttribute("tabindex", "-1"); }
              heading.focus();
              if (region && region.textContent) {
                var text = Array.prototype.map.call(region.querySelectorAll("p"), function (p) { return p.textContent; });
                region.textContent = "";
                setTimeout(function () { text.forEach(said); }, 150);
              }
            } else if (document.getElementById("problem")) {
              var field = document.querySelector("[aria-invalid=true]");
              if (field) { field.focus(); }
            }

            // Evidence: paste a screenshot anywhere on the step page, or drop files on the box.
            var input = document.getElementById("evidence");
            var box = document.getElementById("evidence-box");
            var list = document.getElementById("evidence-chosen");
            function add(files, how) {
              if (!input || !files || !files.length) { return; }
              var transfer = new DataTransfer();
              Array.prototype.forEach.call(input.files, function (f) { transfer.items.add(f); });
              var names = [];
              Array.prototype.forEach.call(files, function (f) {
                var file = f;
                if (!f.name || f.name === "image.png") {
                  var stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\\..*/, "");
                  file = new File([f], "pasted-" + stamp + "." + ((f.type.split("/")[1] || "png").replace(/[^a-z0-9]/g, "")), { type: f.type });
                }
                transfer.items.add(file);
                names.push(file.name);
              });
              input.files = transfer.files;
              if (list) { list.textContent = "Chosen: " + Array.prototype.map.call(input.files, function (f) { return f.name; }).join(", ") + "."; }
              said(how + ": " + names.join(", ") + ". It is saved with your verdict.");
            }
            if (input) {
              document.addEventListener("paste", function (event) {
                var files = event.clipboardData && event.clipboardData.files;
                if (files && files.length) { event.preventDefault(); add(files, "Pasted as evidence"); }
              });
              input.addEventListener("change", function () {
                if (list) { list.textContent = input.files.length ? "Chosen: " + Array.prototype.map.call(input.files, function (f) { return f.name; }).join(", ") + "." : ""; }
              });
            }
            if (box) {
              box.addEventListener("dragover", function (event) { event.preventDefault(); box.classList.add("over"); });
              box.addEventListener("dragleave", function () { box.classList.remove("over"); });
              box.addEventListener("drop", function (event) {
                event.preventDefault();
                box.classList.remove("over");
                add(event.dataTransfer && event.dataTransfer.files, "Dropped as evidence");
              });
            }
            var form = document.getElementById("verdict-form");
            var limit = form ? Number(form.dataset.maxBytes || 0) : 0;
            if (form && limit) {
              form.addEventListener("submit", function (event) {
                var total = 0;
                if (input) { Array.prototype.forEach.call(input.files, function (f) { total += f.size; }); }
                if (total > limit) {
                  event.preventDefault();
                  said("Not sent: the evidence is " + Math.ceil(total / 1048576) + " MB; at most " + Math.floor(limit / 1048576) + " MB can be sent with one verdict.");
                }
              });
            }

            // Single-key shortcuts, as in the terminal: on until turned off, and only while
            // focus is on the step (its heading, guidance and verdict buttons) or on nothing.
            // A screen reader in browse mode takes single letters before the page sees them,
            // so they reach the page only in focus mode, where keys are meant for it.
            var toggle = document.getElementById("shortcuts");
            var keys = { p: "pass", f: "fail", s: "skip", x: "not-applicable", b: "blocked" };
            function announceKeys() {
              Object.keys(keys).forEach(function (key) {
                var button = document.querySelector("button[name=verdict][value='" + keys[key] + "']");
                if (button && toggle.checked) { button.setAttribute("aria-keyshortcuts", key); }
                else if (button) { button.removeAttribute("aria-keyshortcuts"); }
              });
            }
            if (toggle) {
              var line = document.getElementById("shortcuts-line");
              if (line) { line.hidden = false; }
              toggle.checked = localStorage.getItem("stepwise-shortcuts") !== "off";
              announceKeys();
              toggle.addEventListener("change", function () {
                localStorage.setItem("stepwise-shortcuts", toggle.checked ? "on" : "off");
                announceKeys();
                said(toggle.checked ? "Single-key shortcuts on." : "Single-key shortcuts off.");
              });
              document.addEventListener("keydown", function (event) {
                if (!toggle.checked || event.ctrlKey || event.metaKey || event.altKey) { return; }
                var target = event.target;
                var onStep = !target || target === document.body || target === document.documentElement || !!(target.closest && target.closest("#step"));
                if (!onStep) { return; }
                var typing = target && (target.tagName === "TEXTAREA" || target.tagName === "SELECT" || target.isContentEditable
                  || (target.tagName === "INPUT" && ["checkbox", "radio", "button", "submit", "file"].indexOf(target.type) < 0));
                if (typing) { return; }
                var verdict = keys[event.key];
                if (event.key === "u") { var undo = document.getElementById("undo"); if (undo) { event.preventDefault(); undo.click(); } return; }
                if (event.key === "n") { var note = document.getElementById("note"); if (note) { event.preventDefault(); note.focus(); } return; }
                if (!verdict) { return; }
                var button = document.querySelector("button[name=verdict][value='" + verdict + "']");
                if (!button) { return; }
                event.preventDefault();
                var noteField = document.getElementById("note");
                if (verdict !== "pass" && noteField && !noteField.value.trim()) {
                  noteField.focus();
                  said("Type " + (verdict === "fail" ? "what went wrong" : "the reason") + " in the note, then press " + button.textContent.trim() + ".");
                  return;
                }
                button.click();
              });
            }

            // The start page: the features narrowed as the filter is typed (without the script
            // the filter is sent and the page comes back narrowed), and what is ticked said
            // above the start button.
            var filter = document.getElementById("filter");
            var count = document.getElementById("feature-count");
            var rows = Array.prototype.slice.call(document.querySelectorAll("label.feature"));
            var summary = document.getElementById("chosen-summary");
            if (filter && count) {
              var shownField = document.getElementById("shown");
              var countTimer = null;
              var narrow = function (now) {
                var value = filter.value.trim();
                var words = value.toLowerCase().split(/\\s+/).filter(Boolean);
                var shown = 0;
                rows.forEach(function (row) {
                  var text = row.getAttribute("data-match") || "";
                  var matches = words.every(function (w) { return text.indexOf(w) >= 0; });
                  row.hidden = !matches && !row.querySelector("input").checked;
                  if (matches) { shown += 1; }
                });
                Array.prototype.forEach.call(document.querySelectorAll("fieldset.features"), function (set) {
                  set.hidden = !set.querySelector("label.feature:not([hidden])");
                });
                // The list now shows this filter: Start starts, rather than narrowing again.
                if (shownField) { shownField.value = value; }
                var plural = rows.length === 1 ? "feature" : "features";
                var text = !value ? "All " + rows.length + " " + plural + " shown."
                  : shown === 0 ? "No feature matches \\u201C" + value + "\\u201D."
                  : shown + " of " + rows.length + " " + plural + " match \\u201C" + value + "\\u201D.";
                clearTimeout(countTimer);
                if (now) { count.textContent = text; } else { countTimer = setTimeout(function () { count.textContent = text; }, 500); }
              };
              filter.addEventListener("input", function () { narrow(false); });
              filter.addEventListener("keydown", function (event) {
                if (event.key === "Enter") { event.preventDefault(); narrow(true); }
              });
            }
            if (summary) {
              document.addEventListener("change", function (event) {
                if (!event.target.closest || !event.target.closest("label.feature")) { return; }
                var names = rows.filter(function (row) { return row.querySelector("input").checked; })
                  .map(function (row) { return row.querySelector("span").firstChild.textContent.trim(); });
                summary.textContent = names.length ? "Ticked: " + names.join(", ") + "." : summary.getAttribute("data-none");
              });
            }

            // The status table, brought up to date every 10 seconds when asked.
            var live = document.getElementById("live");
            var table = document.getElementById("status-table");
            var timer = null;
            function refresh() {
              fetch(table.getAttribute("data-source"), { credentials: "same-origin" }).then(function (r) { return r.ok ? r.text() : null; })
                .then(function (html) { if (html !== null && table) { table.innerHTML = html; } });
            }
            if (live && table) {
              live.addEventListener("change", function () {
                if (live.checked) { timer = setInterval(refresh, 10000); refresh(); said("The table now updates every 10 seconds."); }
                else { clearInterval(timer); said("Updates stopped."); }
              });
            }
          });
        })();
        """
}
