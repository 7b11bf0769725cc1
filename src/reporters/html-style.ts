/**
 * The stylesheet of the HTML report (CLI-27), a string so the report stays one file and
 * the ncc bundle needs no asset beside it. Light and dark follow the reader's system.
 */
export const HTML_STYLE = String.raw`
:root {
  color-scheme: light dark;
  --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --line: #d1d9e0;
  --ok: #1a7f37; --ok-bg: #dafbe1; --bad: #cf222e; --bad-bg: #ffebe9;
  --warn: #9a6700; --warn-bg: #fff8c5; --idle: #59636e; --idle-bg: #eff2f5; --accent: #0969da;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
    --ok: #3fb950; --ok-bg: #12261e; --bad: #f85149; --bad-bg: #2d1214;
    --warn: #d29922; --warn-bg: #272115; --idle: #9198a1; --idle-bg: #1f242c; --accent: #4493f8;
  }
}
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: var(--bg); }
header, main { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.25rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1rem; margin: 0; }
h3 { font-size: .95rem; margin: 1rem 0 .4rem; }
h4 { font-size: .9rem; margin: .8rem 0 .3rem; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .85em; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.verdict { font-weight: 600; font-size: 1.1rem; margin: .25rem 0; }
.verdict.ok, .mark.ok { color: var(--ok); }
.verdict.bad, .mark.bad { color: var(--bad); }
.muted, .vid, .cmeta, .cdur, .when { color: var(--muted); }
.controls { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; margin: 1rem 0 .5rem; }
.filters { display: flex; flex-wrap: wrap; gap: .25rem; }
.filters button, .pager button {
  font: inherit; padding: .25rem .7rem; border: 1px solid var(--line); border-radius: 999px;
  background: var(--panel); color: var(--fg); cursor: pointer;
}
.filters button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
.pager button:disabled { opacity: .45; cursor: default; }
input[type="search"] {
  font: inherit; padding: .3rem .6rem; min-width: 18rem; flex: 1; max-width: 30rem;
  border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg);
}
.count { margin: .25rem 0 .75rem; color: var(--muted); }
.version { border: 1px solid var(--line); border-radius: 8px; margin: .6rem 0 0; background: var(--panel); }
.version > h2 > button {
  all: unset; box-sizing: border-box; display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline;
  width: 100%; padding: .55rem .8rem .1rem; cursor: pointer;
}
.version > h2 > button:focus-visible, summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.vname { font-weight: 600; }
.version > h2 > button::before { content: "▸"; color: var(--muted); }
.version > h2 > button[aria-expanded="true"]::before { content: "▾"; }
.vcounts, .vmin { font-weight: 400; }
.vmin.bad, .vcov.bad { color: var(--bad); }
.vcov { font-weight: 400; }
.vcov.partial { color: var(--warn); }
.coverage { list-style: none; padding: 0; margin: .2rem 0; }
.cov-step { border-left: 4px solid var(--ok); margin: .25rem 0; padding: .05rem 0 .05rem .6rem; display: flex; flex-wrap: wrap; gap: .1rem .7rem; align-items: baseline; }
.cov-step.partial { border-color: var(--warn); }
.cov-mark { font-weight: 600; color: var(--ok); }
.cov-step.partial .cov-mark { color: var(--warn); }
.cov-seen, .cov-missing { flex-basis: 100%; margin: 0; }
.cov-missing { padding-left: 1.2rem; color: var(--warn); }
.warnings li { margin: .2rem 0; color: var(--warn); }
.vid { margin: 0; padding: 0 .8rem .5rem; font-size: .85rem; overflow-wrap: anywhere; }
.version-detail { border: 1px solid var(--line); border-top: 0; border-radius: 0 0 8px 8px; padding: .4rem .8rem .6rem; margin: 0 0 .2rem; }
.version-detail dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: .2rem 0; }
.version-detail dt { color: var(--muted); }
.version-detail dd { margin: 0; overflow-wrap: anywhere; }
.missing li, .problems li { margin: .2rem 0; }
.fix { color: var(--muted); }
.case { border-left: 4px solid var(--line); margin: .3rem 0 .3rem .8rem; padding: .1rem 0 .1rem .6rem; }
.case.passed { border-color: var(--ok); }
.case.failed { border-color: var(--bad); }
.case.invalid { border-color: var(--warn); }
.case.not_run { border-color: var(--idle); }
details > summary { list-style: none; }
details > summary::-webkit-details-marker { display: none; }
details > summary::before { content: "▸"; color: var(--muted); width: .8em; }
details[open] > summary::before { content: "▾"; }
.case > summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: .1rem .7rem; align-items: baseline; list-style-position: outside; }
.cname { font-weight: 600; }
.cdesc { flex-basis: 100%; color: var(--muted); margin-left: 0; }
.badge { font-size: .78rem; font-weight: 600; padding: 0 .45rem; border-radius: 4px; text-transform: uppercase; letter-spacing: .02em; }
.badge.passed, .badge.success { color: var(--ok); background: var(--ok-bg); }
.badge.failed, .badge.failure, .badge.error { color: var(--bad); background: var(--bad-bg); }
.badge.invalid, .badge.stubbed { color: var(--warn); background: var(--warn-bg); }
.badge.not_run, .badge.skipped, .badge.skip { color: var(--idle); background: var(--idle-bg); }
.case-body { padding: .3rem 0 .6rem; }
.checks { list-style: none; padding: 0; margin: 0; }
.checks > li { margin: .3rem 0; }
.checks .verdict-word { font-weight: 600; margin-right: .4rem; }
.checks .ok .verdict-word { color: var(--ok); }
.checks .bad .verdict-word { color: var(--bad); }
.diff { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .6rem; margin: .3rem 0 .3rem 1.2rem;
  padding: .4rem .6rem; border-radius: 6px; background: var(--panel); }
.diff-label { color: var(--muted); font-size: .85rem; }
del { background: var(--bad-bg); color: var(--bad); text-decoration: line-through; }
ins { background: var(--ok-bg); color: var(--ok); text-decoration: none; }
.diff pre.fields del { text-decoration: none; display: block; }
.diff pre.fields ins { display: block; }
.run-error { color: var(--bad); }
.folded > summary { cursor: pointer; color: var(--muted); margin: .3rem 0; }
.trace-sum { margin: .2rem 0 .4rem; color: var(--muted); }
.timeline { list-style: none; padding: 0; margin: 0; }
.timeline > li { margin: .15rem 0; }
details.step, details.request { border: 1px solid var(--line); border-radius: 6px; padding: .2rem .5rem; }
details.request { margin: .25rem 0; }
details.step > summary, details.request > summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: .1rem .6rem; align-items: baseline; }
.step-id { font-weight: 600; }
.bar-track { flex-basis: 100%; height: 4px; background: var(--idle-bg); border-radius: 2px; margin: .15rem 0 .1rem; }
.bar { display: block; height: 4px; border-radius: 2px; background: var(--accent); min-width: 2px; }
.bar.failure { background: var(--bad); }
.bar.skipped { background: var(--idle); }
.step-body, .request-body { padding: .3rem 0 .4rem .4rem; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .05rem .8rem; margin: .2rem 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.url { overflow-wrap: anywhere; }
.value { background: var(--panel); border-radius: 6px; padding: .4rem .6rem; max-height: 24rem; overflow: auto; }
.sent { background: var(--panel); border-radius: 6px; padding: .4rem .6rem; max-height: 16rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; margin: .2rem 0 .4rem; }
.case-link { font-size: .85rem; color: var(--accent); }
.case.linked { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
.clock { font-size: .85rem; margin: 0 0 .4rem; }
.step-body.with-source { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: .2rem 1rem; align-items: start; }
.step-body.with-source > .step-source { grid-column: 2; grid-row: 1; }
.step-body.with-source > .step-did { grid-column: 1; grid-row: 1; }
.step-source > p { margin: 0 0 .2rem; font-size: .85rem; }
.yaml { background: var(--panel); border-radius: 6px; padding: .4rem .6rem; max-height: 24rem; overflow: auto; margin: 0; }
@media (max-width: 50rem) { .step-body.with-source { display: block; } }
.items { margin: .2rem 0; padding-left: 1.2rem; }
.pager { display: flex; gap: .6rem; align-items: center; margin: 1rem 0 2rem; }
.empty { padding: 1rem 0; color: var(--muted); }
`;
