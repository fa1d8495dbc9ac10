"use strict";
const report = JSON.parse(document.getElementById("report").textContent);
const reportFolder = JSON.parse(document.getElementById("reportFolder").textContent);
// A word for a POSIX shell: inside single quotes, with each quote closed, escaped and reopened.
const shellQuote = text => `'${String(text).replaceAll("'", "'\\''")}'`;
const plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;
// The command that accepts `keys` (none: every failure) into the store the run checked, named for
// the reader to see, since accept never takes the store from the report itself.
const acceptCommand = keys => ["safearea snapshots accept", reportFolder, ...keys,
  ...(report.referenceRoot ? ["--root", report.referenceRoot] : [])]
  .map((word, index) => index && word !== "--root" ? shellQuote(word) : word).join(" ");
const entries = report.entries;
// An entry's placement as files name it: the variant (AX5, rtl, AX5+rtl) after the orientation, unless standard.
const placement = e => `${e.device}.${e.orientation}${e.variant ? "." + e.variant : ""}`;
const key = e => `${e.screen}/${placement(e)}`;
// A grid's column: the orientation, and the variant when it is not the standard one.
const column = e => e.variant ? `${e.orientation} · ${e.variant}` : e.orientation;
const byKey = new Map(entries.map(e => [key(e), e]));
// Each screen's entries in report order, so that no step of building the page reads every entry
// once per screen.
const byScreen = new Map();
for (const e of entries) {
  if (byScreen.has(e.screen)) byScreen.get(e.screen).push(e); else byScreen.set(e.screen, [e]);
}
const el = (tag, attributes = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
};
const controls = {
  failedOnly: document.getElementById("failedOnly"), withFindings: document.getElementById("withFindings"),
  family: document.getElementById("family"), orientation: document.getElementById("orientation"),
  search: document.getElementById("search"), variant: document.getElementById("variant"),
};
for (const orientation of [...new Set(entries.map(e => e.orientation))]) controls.orientation.append(el("option", { value: orientation }, orientation));
// The text-size filter shows only when the run laid screens out at more than one.
const variants = [...new Set(entries.map(e => e.variant || "default"))];
for (const variant of variants) controls.variant.append(el("option", { value: variant }, variant));
if (variants.length < 2) controls.variant.parentNode.classList.add("hidden");

// Failures and findings first: a screen's rank is its worst image's.
const rank = screen => {
  const mine = byScreen.get(screen);
  return mine.some(fails) ? 0 : mine.some(e => e.findings.length) ? 1 : 2;
};

// A thumbnail's text for a screen reader: what it shows and what is wrong with it.
const describe = entry => `${entry.screen} on ${entry.deviceName}, ${entry.orientation}${entry.variant ? ` under ${entry.variant}` : ""}: ${entry.status}`
  + (fails(entry) && entry.status !== "failed" ? ", failing" : "") + (entry.findings.length ? `, ${plural(entry.findings.length, "finding")}` : "");

function buildSummary() {
  const failing = entries.filter(fails), withFindings = entries.filter(e => e.findings.length);
  const byRule = new Map();
  for (const finding of entries.flatMap(e => e.findings)) byRule.set(finding.rule, (byRule.get(finding.rule) || 0) + 1);
  const devices = new Set(entries.map(e => e.device));
  const summary = document.getElementById("summary");
  summary.append(el("p", {}, el("strong", {}, `${plural(failing.length, "failing image")}`),
    `, ${plural(withFindings.length, "image")} with findings, of ${plural(entries.length, "image")} on ${plural(devices.size, "device")}.`));
  // The page opens on what failed: the grid puts it first, and one click shows the first.
  if (failing.length) {
    const first = el("button", { type: "button", id: "firstFailure", class: "primary" }, "Review the first failure");
    first.addEventListener("click", () => { location.hash = encodeURIComponent(key(firstShown(failing))); });
    summary.append(el("p", {}, first, " then → and ← step through the images shown, Esc comes back here."));
  }
  if (byRule.size) {
    summary.append(el("p", {}, "Findings by rule: "
      + [...byRule].sort((a, b) => b[1] - a[1]).map(([rule, count]) => `${rule} ${count}`).join(", ") + "."));
  }
  // What the run left out because the app cannot show a screen there, and what it assumed.
  const skippedByReason = new Map();
  for (const skipped of report.skipped || []) {
    const seen = skippedByReason.get(skipped.reason) || { count: 0, screens: new Set() };
    seen.count += skipped.placements.length;
    seen.screens.add(skipped.screen);
    skippedByReason.set(skipped.reason, seen);
  }
  for (const [reason, seen] of skippedByReason) {
    summary.append(el("p", { class: "skipped" },
      `Skipped ${plural(seen.count, "device-orientation")} of ${plural(seen.screens.size, "screen")}: ${reason}.`));
  }
  for (const assumption of report.assumptions || []) summary.append(el("p", { class: "assumed" }, assumption));
}

function buildGrids() {
  const grids = document.getElementById("grids");
  const ranks = new Map([...byScreen.keys()].map(screen => [screen, rank(screen)]));
  const screens = [...byScreen.keys()].sort((a, b) => ranks.get(a) - ranks.get(b));
  for (const screen of screens) {
    const mine = byScreen.get(screen);
    const columns = [...new Set(mine.map(column))];
    const cells = new Map(mine.map(e => [`${e.device}\n${column(e)}`, e]));
    const table = el("table", { class: "grid" }, el("caption", { class: "visually-hidden" }, `${screen} on each device and orientation`),
      el("tr", { class: "head" }, el("th", { scope: "col" }, "device"), ...columns.map(c => el("th", { scope: "col" }, c))));
    for (const device of [...new Set(mine.map(e => e.device))]) {
      const row = el("tr", {}, el("th", { scope: "row" }, mine.find(e => e.device === device).deviceName));
      for (const name of columns) {
        const entry = cells.get(`${device}\n${name}`);
        const cell = el("td");
        if (entry) {
          // Outlined in the colour the PNGs draw the worst finding in: red for an error, orange for a warning.
          const errors = entry.findings.some(finding => finding.severity === "error");
          const classes = ["thumb", entry.status, fails(entry) ? "failing" : "", entry.findings.length ? "findings" : "",
                           errors ? "errors" : ""].join(" ");
          const link = el("a", { class: classes, href: "#" + encodeURIComponent(key(entry)), "data-key": key(entry) },
                          el("img", { src: entry.images.thumbnail || entry.images.screen || entry.images.actual, alt: describe(entry), loading: "lazy" }));
          if (entry.findings.length) link.append(el("span", { class: "badge", "aria-hidden": "true" }, entry.findings.length));
          cell.append(link);
          if (acceptable(entry)) cell.append(el("label", { class: "pick" }, pickBox(entry), " accept"));
        }
        row.append(cell);
      }
      table.append(row);
    }
    const failing = mine.filter(fails).length, found = mine.filter(e => e.findings.length).length;
    const state = failing ? el("span", { class: "pill failing" }, `${failing} failing`)
      : found ? el("span", { class: "pill findings" }, `${found} with findings`) : el("span", { class: "pill passed" }, "nothing found");
    grids.append(el("section", { class: "screen", "data-screen": screen }, el("h2", {}, screen, " ", state), table));
  }
}

// Accepting from the page: the failures a reviewer ticks, and the one command that makes their
// images the references (none named accepts every failure).
const acceptable = entry => entry.status === "failed" && report.referenceRoot != null;
const chosen = new Set();
function pickBox(entry) {
  const box = el("input", { type: "checkbox", class: "pick", "data-key": key(entry), "aria-label": `accept ${key(entry)}` });
  box.checked = chosen.has(key(entry));
  box.addEventListener("change", () => choose([key(entry)], box.checked));
  return box;
}
function choose(keys, on) {
  for (const k of keys) if (on) chosen.add(k); else chosen.delete(k);
  for (const box of document.querySelectorAll("input.pick")) box.checked = chosen.has(box.dataset.key);
  const all = entries.filter(acceptable);
  document.getElementById("acceptCount").textContent = `${chosen.size} of ${plural(all.length, "change")} chosen`;
  const keysNamed = chosen.size === all.length ? [] : all.map(key).filter(k => chosen.has(k));
  document.getElementById("acceptCommand").textContent = chosen.size
    ? acceptCommand(keysNamed)
    : "tick the changes to accept";
  document.getElementById("copyAccept").disabled = chosen.size === 0;
}
function buildAcceptBar() {
  const all = entries.filter(acceptable);
  if (!all.length) return;
  const bar = document.getElementById("accept");
  const button = (id, label, action) => {
    const node = el("button", { type: "button", id }, label);
    node.addEventListener("click", action);
    return node;
  };
  const copy = button("copyAccept", "copy the command", () => {
    const text = document.getElementById("acceptCommand").textContent;
    const done = () => { document.getElementById("copied").textContent = "copied"; };
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => selectCommand());
    else selectCommand();
  });
  bar.append(el("span", { id: "acceptCount" }), button("chooseAll", "choose all", () => choose(all.map(key), true)),
             button("chooseNone", "none", () => choose(all.map(key), false)),
             el("code", { id: "acceptCommand", class: "accept", tabindex: "0" }), copy, el("span", { id: "copied", role: "status" }));
  bar.classList.remove("hidden");
  choose([], true);
}
// Without the clipboard (a page opened from file:// in some browsers), the command is selected to copy by hand.
function selectCommand() {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById("acceptCommand"));
  getSelection().removeAllRanges();
  getSelection().addRange(range);
}

// The keys of the entries the filters hide.
const hiddenKeys = new Set();
function applyFilters() {
  const query = controls.search.value.toLowerCase();
  let shown = 0;
  hiddenKeys.clear();
  for (const link of document.querySelectorAll("a.thumb")) {
    const entry = byKey.get(link.dataset.key);
    const visible = (!controls.failedOnly.checked || fails(entry))
      && (!controls.withFindings.checked || entry.findings.length > 0)
      && (!controls.family.value || entry.family === controls.family.value)
      && (!controls.orientation.value || entry.orientation === controls.orientation.value)
      && (!controls.variant.value || (entry.variant || "default") === controls.variant.value)
      && (!query || entry.screen.toLowerCase().includes(query));
    link.classList.toggle("hidden", !visible);
    if (visible) shown += 1; else hiddenKeys.add(link.dataset.key);
  }
  for (const row of document.querySelectorAll("table.grid tr:not(.head)")) {
    row.classList.toggle("hidden", !row.querySelector("a.thumb:not(.hidden)"));
  }
  for (const section of document.querySelectorAll("section.screen")) {
    section.classList.toggle("hidden", !section.querySelector("a.thumb:not(.hidden)"));
  }
  document.getElementById("count").textContent = `${shown} of ${entries.length} images`;
}

const hiddenLayers = new Set();
const svg = (tag, attributes = {}) => {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};
const rect = ([x, y, width, height], attributes = {}) => svg("rect", { x, y, width, height, ...attributes });

function overlay(entry, selected, withFindings = true) {
  const [width, height] = entry.size, layers = entry.layers || { mask: [], unsafe: [], safeArea: null };
  // The layers are drawn for the eye: the findings beside them are the same for a screen reader.
  const root = svg("svg", { class: "overlay", viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: "none", "aria-hidden": "true" });
  const mask = svg("g", { class: "layer-mask", "data-layer": "mask" });
  for (const d of layers.mask) mask.append(svg("path", { d, "fill-rule": "evenodd" }));
  const statusBar = svg("g", { class: "layer-statusBar", "data-layer": "statusBar" });
  if (layers.statusBar) statusBar.append(rect(layers.statusBar));
  const unsafe = svg("g", { class: "layer-unsafe", "data-layer": "unsafe" });
  for (const band of layers.unsafe) unsafe.append(rect(band));
  if (layers.safeArea) unsafe.append(rect(layers.safeArea, { class: "safe" }));
  const findings = svg("g", { class: "layer-findings", "data-layer": "findings" });
  if (withFindings) entry.findings.forEach((finding, index) => findings.append(rect(finding.region, {
    class: `${finding.severity}${index === selected ? " selected" : ""}`, "data-rule": finding.rule })));
  // The mask over the washes, black as the PNGs draw it; the findings over everything.
  for (const group of [statusBar, unsafe, mask, findings]) {
    group.classList.toggle("hidden", hiddenLayers.has(group.dataset.layer));
    root.append(group);
  }
  return root;
}

// The diff's changed regions, in the image's pixels: their viewBox is set from the image once it
// has loaded, and then the largest is scrolled into the middle of the view.
function changes(entry, image) {
  const regions = (entry.diff && entry.diff.regions) || [];
  if (!regions.length) return null;
  const root = svg("svg", { class: "overlay changes", preserveAspectRatio: "none", "aria-hidden": "true" });
  const group = svg("g", { class: "layer-changes", "data-layer": "changes" });
  group.classList.toggle("hidden", hiddenLayers.has("changes"));
  regions.forEach((region, index) => group.append(rect(region, index === 0 ? { class: "largest" } : {})));
  root.append(group);
  const placeAndShow = () => {
    root.setAttribute("viewBox", `0 0 ${image.naturalWidth} ${image.naturalHeight}`);
    group.firstChild.scrollIntoView({ block: "center", inline: "center" });
  };
  // A cached image may be complete before the figure is in the page: wait a frame for it to be.
  if (image.complete && image.naturalWidth) requestAnimationFrame(placeAndShow);
  else image.addEventListener("load", placeAndShow, { once: true });
  return root;
}

// As RunReport.fails: an image that differs, is missing, or whose check wrote its reference, or a new finding at failOn.
const fails = entry => entry.status === "failed" || entry.status === "recorded" || (report.failOn != null && entry.findings.some(finding =>
  !finding.baselined && (report.failOn === "warning" || finding.severity === "error")));

function figures(entry) {
  const diff = entry.diff;
  if (!diff) return null;
  if (diff.outcome === "differentSizes") return "the images differ in size";
  const largest = diff.regions[0];
  return `${diff.differentPixels} of ${diff.comparedPixels} pixels differ (${(diff.ratio * 100).toFixed(2)} %), `
    + `${diff.antiAliasedPixels} anti-aliased left aside`
    + (largest ? `; largest change at x ${largest[0]}, y ${largest[1]}, ${largest[2]} × ${largest[3]} px` : "");
}

function showDetail(entryKey, mode, selected = -1, position = 50) {
  const entry = byKey.get(entryKey);
  const detail = document.getElementById("detail");
  if (!entry) { detail.classList.add("hidden"); return; }
  const reference = entry.images.reference, actual = entry.images.actual;
  // A site keeps the full images of failures only: any other entry shows its screen and layers.
  // The same screen, device and orientation under the run's other variants, to compare side by side.
  const variants = byScreen.get(entry.screen).filter(e => e.device === entry.device && e.orientation === entry.orientation);
  const available = [["layers", "layers"]].concat(actual ? [["side", "side by side"]] : [], reference && actual
    ? [["slider", "slider"], ["onion", "onion skin"], ["diff", "diff"]] : [], variants.length > 1 ? [["variants", "every variant"]] : []);
  if (!available.some(([name]) => name === mode)) mode = reference && actual ? "side" : "layers";
  detail.replaceChildren();
  detail.classList.remove("hidden");
  const modes = el("div", { class: "modes", role: "group", "aria-label": "view" });
  for (const [name, label] of available) {
    const button = el("button", { type: "button", "data-mode": name, "aria-pressed": String(name === mode) }, label);
    button.addEventListener("click", () => {
      showDetail(entryKey, name, selected, position);
      detail.querySelector(`button[data-mode="${name}"]`).focus();
    });
    modes.append(button);
  }
  const toggles = el("div", { class: "toggles", role: "group", "aria-label": "layers" });
  const layerNames = [["mask", "mask"], ["statusBar", "status bar"], ["unsafe", "unsafe regions"], ["findings", "findings"]]
    .concat(entry.diff && entry.diff.regions && entry.diff.regions.length ? [["changes", "changed regions"]] : []);
  for (const [layer, label] of layerNames) {
    const box = el("input", { type: "checkbox", "data-layer": layer });
    box.checked = !hiddenLayers.has(layer);
    box.addEventListener("change", () => {
      if (box.checked) hiddenLayers.delete(layer); else hiddenLayers.add(layer);
      detail.querySelectorAll(`g[data-layer="${layer}"]`).forEach(group => group.classList.toggle("hidden", !box.checked));
    });
    toggles.append(el("label", { class: "chip" }, box, ` ${label}`));
  }
  const close = el("button", { type: "button", id: "close" }, "← all images");
  close.addEventListener("click", () => { location.hash = ""; });
  detail.append(el("div", { class: "bar" }, close, el("h2", { id: "detailTitle", tabindex: "-1" }, key(entry)),
                   el("span", { class: `pill ${fails(entry) ? "failing" : entry.findings.length ? "findings" : "passed"}` }, entry.status),
                   el("span", { class: "muted" }, entry.deviceName)),
                 el("div", { class: "bar" }, modes, toggles));
  const panes = el("div", { class: "panes", "data-mode": mode });
  // The findings are the actual image's: the reference shows the device's layers alone.
  // Every view of a failure outlines its changed regions, the largest brought into view.
  const figure = (src, caption, withFindings = true, shown = entry) => {
    const image = el("img", { class: "full", src, alt: caption });
    const stack = el("div", { class: "stack" }, image, overlay(shown, shown === entry ? selected : -1, withFindings));
    const changed = changes(shown, image);
    if (changed) stack.append(changed);
    return el("figure", {}, stack, el("figcaption", {}, caption));
  };
  if (mode === "variants") {
    for (const variant of variants) {
      panes.append(figure(variant.images.screen || variant.images.actual, variant.variant || "default", true, variant));
    }
  } else if (mode === "layers") {
    panes.append(figure(entry.images.screen || actual, "screen and layers"));
  } else if (mode === "side") {
    if (reference) panes.append(figure(reference, "reference", false));
    panes.append(figure(actual, "actual"));
  } else if (mode === "slider" || mode === "onion") {
    const top = el("img", { class: "full top", src: actual, alt: "actual" });
    const stack = el("div", { class: "stack" }, el("img", { class: "full", src: reference || actual, alt: "reference" }), top, overlay(entry, selected));
    const changed = changes(entry, top);
    if (changed) stack.append(changed);
    const range = el("input", { type: "range", min: "0", max: "100", value: String(position), id: "position" });
    const apply = () => {
      if (mode === "slider") top.style.clipPath = `inset(0 0 0 ${range.value}%)`; else top.style.opacity = String(range.value / 100);
    };
    range.addEventListener("input", apply);
    apply();
    panes.append(el("figure", {}, stack, el("figcaption", {}, mode === "slider" ? "reference | actual" : "actual over reference")), range);
  } else {
    panes.append(entry.images.diff ? figure(entry.images.diff, "diff") : el("p", {}, "no difference to show"));
  }
  // The images as large as the window allows, and beside them the figures, what to do and the
  // findings, so that both are in view at once.
  const about = el("aside", { class: "about" },
    el("p", { class: "muted" }, [entry.source, `drawn in ${entry.milliseconds} ms`].filter(Boolean).join(" · ")));
  if (figures(entry)) about.append(el("p", { class: "figures" }, figures(entry)));
  if (entry.message) about.append(el("p", {}, entry.message));
  if (acceptable(entry)) {
    about.append(el("p", {}, "accept it: ", el("code", { class: "accept" },
      acceptCommand([key(entry)]))),
      el("p", {}, el("label", { class: "chip" }, pickBox(entry), " choose it for the accept command at the bottom")));
  }
  if (entry.findings.length) about.append(el("h3", {}, plural(entry.findings.length, "finding")));
  const list = el("ol", { class: "findings" });
  entry.findings.forEach((finding, index) => {
    const item = el("button", { type: "button", class: `finding ${finding.severity}`, "aria-pressed": String(index === selected) },
      el("strong", {}, `${finding.severity} ${finding.rule}`), `: ${finding.view}${finding.area ? ` (${finding.area} pt²)` : ""}`
      + (finding.baselined ? " · in the baseline" : "") + (finding.file ? ` · ${finding.file}${finding.line ? `:${finding.line}` : ""} ${finding.position || ""}` : ""));
    item.addEventListener("click", () => {
      showDetail(entryKey, mode, index === selected ? -1 : index, position);
      detail.querySelectorAll("button.finding")[index].focus();
    });
    list.append(el("li", {}, item));
  });
  about.append(list);
  detail.append(el("div", { class: "body" }, panes, about));
  fitImages();
}

// The images as tall as the window leaves below the bars, however many lines the bars take.
function fitImages() {
  const panes = document.querySelector("#detail .panes");
  if (!panes) return;
  const top = panes.getBoundingClientRect().top + document.getElementById("detail").scrollTop;
  const bar = document.getElementById("accept"), below = 32 + (bar.classList.contains("hidden") ? 0 : bar.offsetHeight);
  panes.style.setProperty("--image-height", `${Math.max(200, innerHeight - top - below)}px`);
}
window.addEventListener("resize", fitImages);

function route() {
  const hash = decodeURIComponent(location.hash.slice(1));
  const [path, query] = hash.split("?");
  const options = new URLSearchParams(query || "");
  for (const name of ["failedOnly", "withFindings"]) if (options.has(name)) controls[name].checked = true;
  for (const name of ["family", "orientation", "variant", "search"]) if (options.has(name)) controls[name].value = options.get(name);
  if (options.has("hide")) for (const layer of options.get("hide").split(",")) hiddenLayers.add(layer);
  applyFilters();
  const wasOpen = !document.getElementById("detail").classList.contains("hidden");
  showDetail(path, options.get("mode"), Number(options.get("finding") ?? -1), Number(options.get("position") ?? 50));
  // Focus follows the view, for the keyboard and screen readers: to the opened image's title, and
  // back to its thumbnail on closing.
  if (byKey.has(path)) {
    document.getElementById("detailTitle").focus();
    opened = path;
  } else if (wasOpen && opened) {
    const thumb = document.querySelector(`a.thumb[data-key="${CSS.escape(opened)}"]`);
    if (thumb) thumb.focus();
  }
}
let opened = null;

// The first of `list` the filters show, else the first.
const firstShown = list => list.find(entry => !hiddenKeys.has(key(entry))) || list[0];

function move(step) {
  const visible = [...document.querySelectorAll("a.thumb:not(.hidden)")].map(a => a.dataset.key);
  if (!visible.length) return;
  const current = visible.indexOf(decodeURIComponent(location.hash.slice(1)).split("?")[0]);
  location.hash = encodeURIComponent(visible[(current + step + visible.length) % visible.length]);
}

document.addEventListener("keydown", event => {
  // Keys typed into a field, a list or a slider are theirs.
  const target = event.target;
  if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && !["checkbox", "button"].includes(target.type))) return;
  if (event.key === "ArrowRight" || event.key === "j") move(1);
  if (event.key === "ArrowLeft" || event.key === "k") move(-1);
  if (event.key === "Escape") location.hash = "";
});
for (const control of Object.values(controls)) control.addEventListener("input", applyFilters);
const theme = document.getElementById("theme");
const setTheme = dark => {
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  theme.setAttribute("aria-pressed", String(dark));
};
theme.addEventListener("click", () => setTheme(document.documentElement.dataset.theme !== "dark"));
setTheme(Boolean(window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches));
window.addEventListener("hashchange", route);
buildSummary();
buildGrids();
buildAcceptBar();
route();
document.body.dataset.readyMilliseconds = String(Math.round(performance.now()));
