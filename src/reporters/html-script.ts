/**
 * The script of the HTML report (CLI-27), a string so the report stays one file and the
 * ncc bundle needs no asset beside it. It reads the report from the page's JSON blocks and
 * builds the page with DOM calls: every text from the report goes in as a text node (the
 * report holds user-written names, sentences and values), never through innerHTML.
 *
 * Lazy, so 1,000 versions and 10,000 cases open at once: the list is a flat run of rows
 * (a version, its details, its cases) cut into pages of ROWS_PER_PAGE; versions are
 * collapsed until opened (open while a filter or search is on); a case's checks and trace,
 * a step's and a request's details are built when first opened.
 *
 * Written without backticks and dollar-brace, so it sits in a String.raw literal unchanged.
 */
export const HTML_SCRIPT = String.raw`
(() => {
  'use strict';
  const report = JSON.parse(document.getElementById('flowgate-report').textContent);
  const lines = JSON.parse(document.getElementById('flowgate-lines').textContent);
  const ROWS_PER_PAGE = 100;
  const STATUS_WORDS = { passed: 'Passed', failed: 'Failed', invalid: 'Invalid', not_run: 'Not run' };
  const FILTERS = ['all', 'passed', 'failed', 'invalid', 'not_run'];
  const SKIP_WORDS = {
    condition: 'its if: was false',
    halted: 'an earlier step ended the run',
    skip_signal: 'it ended itself as skipped',
    run_deadline: "the run's timeout_minutes passed before it started",
  };
  /** REPORT-18: an outcome of a step, as the version panel names it when some case reached it. */
  const OUTCOME_WORDS = {
    runs: 'runs',
    if_true: 'if: true',
    if_false: 'if: false (skipped)',
    for_each_empty: 'for_each with zero items',
    for_each_items: 'for_each with items',
    retried: 'retried',
    continued_on_error: 'failed and the run went on',
    upstream_failure: 'an upstream failure reached it',
  };
  const state = { status: 'all', terms: [], page: 0, openVersions: new Map(), openCases: new Set() };
  const caseHays = [];
  const versionHays = [];

  // ---- building blocks -----------------------------------------------------------------
  function el(tag, props, ...children) {
    const node = document.createElement(tag);
    if (props) {
      for (const key of Object.keys(props)) {
        const value = props[key];
        if (value === undefined || value === null || value === false) continue;
        if (key === 'class') node.className = value;
        else if (key === 'on') for (const type of Object.keys(value)) node.addEventListener(type, value[type]);
        else node.setAttribute(key, value === true ? '' : String(value));
      }
    }
    add(node, children);
    return node;
  }
  function add(node, children) {
    for (const child of children) {
      if (child === undefined || child === null || child === false) continue;
      if (Array.isArray(child)) add(node, child);
      else if (child instanceof Node) node.appendChild(child);
      else node.appendChild(document.createTextNode(String(child)));
    }
  }
  function facts(pairs) {
    const list = el('dl', { class: 'facts' });
    for (const pair of pairs) if (pair) add(list, [el('dt', null, pair[0]), el('dd', null, pair[1])]);
    return list;
  }
  /**
   * A details element whose body is built when it is first opened: on the click that opens
   * it (before the toggle, which comes a task later), or on the toggle when something else opened it.
   */
  function lazyDetails(props, summary, body, key, openKeys) {
    const node = el('details', props, el('summary', { on: { click: () => fill() } }, summary));
    let filled = false;
    const fill = () => { if (!filled) { filled = true; node.appendChild(body()); } };
    node.addEventListener('toggle', () => {
      if (node.open) fill();
      if (openKeys) { if (node.open) openKeys.add(key); else openKeys.delete(key); }
    });
    if (openKeys && openKeys.has(key)) { fill(); node.open = true; }
    return node;
  }
  const number = (n) => Number(n).toLocaleString('en-US');
  const plural = (n, one, many) => number(n) + ' ' + (n === 1 ? one : many || one + 's');
  function ms(value) {
    if (typeof value !== 'number' || !isFinite(value)) return '?';
    if (value < 1000) return Math.round(value) + ' ms';
    if (value < 60000) return Math.round(value) / 1000 + ' s';
    return Math.floor(value / 60000) + ' min ' + Math.round((value % 60000) / 1000) + ' s';
  }
  function bytes(value) {
    if (value < 1024) return plural(value, 'byte');
    if (value < 1048576) return (value / 1024).toFixed(1) + ' KiB';
    return (value / 1048576).toFixed(1) + ' MiB';
  }
  function countsText(s) {
    const parts = [number(s.passed) + '/' + number(s.total) + ' passed'];
    if (s.failed) parts.push(number(s.failed) + ' failed');
    if (s.invalid) parts.push(number(s.invalid) + ' invalid');
    if (s.not_run) parts.push(number(s.not_run) + ' not run');
    return parts.join(', ');
  }

  // ---- expected / actual ---------------------------------------------------------------
  const tokens = (text) => text.match(/\s+|[A-Za-z0-9_]+|[^\sA-Za-z0-9_]/g) || [];
  /** Parts of both texts marked same, del (only expected) or ins (only actual): a word-level LCS. */
  function diff(expected, actual) {
    const a = tokens(expected), b = tokens(actual);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head]) head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
    const x = a.slice(head, a.length - tail), y = b.slice(head, b.length - tail);
    const parts = [];
    const push = (kind, text) => {
      if (!text) return;
      const last = parts[parts.length - 1];
      if (last && last.kind === kind) last.text += text; else parts.push({ kind, text });
    };
    push('same', a.slice(0, head).join(''));
    if (x.length * y.length > 1000000) {
      // Too long to align word by word: the differing middle as a whole.
      push('del', x.join(''));
      push('ins', y.join(''));
    } else {
      const width = y.length + 1;
      const lcs = new Uint32Array((x.length + 1) * width);
      for (let i = x.length - 1; i >= 0; i--) {
        for (let j = y.length - 1; j >= 0; j--) {
          lcs[i * width + j] = x[i] === y[j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
        }
      }
      let i = 0, j = 0;
      while (i < x.length || j < y.length) {
        if (i < x.length && j < y.length && x[i] === y[j]) { push('same', x[i]); i++; j++; }
        else if (j < y.length && (i === x.length || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j])) { push('ins', y[j]); j++; }
        else { push('del', x[i]); i++; }
      }
    }
    push('same', a.slice(a.length - tail).join(''));
    return parts;
  }
  function diffView(check) {
    const hasExpected = check.expected !== undefined, hasActual = check.actual !== undefined;
    const parts = hasExpected && hasActual ? diff(check.expected, check.actual) : [];
    const side = (text, dropped, marked, tag) => hasExpected && hasActual
      ? parts.filter((p) => p.kind !== dropped).map((p) => (p.kind === marked ? el(tag, null, p.text) : p.text))
      : [text];
    return el('div', { class: 'diff' },
      hasExpected ? [el('span', { class: 'diff-label' }, 'Expected'), el('pre', { class: 'expected' }, side(check.expected, 'ins', 'del', 'del'))] : null,
      hasActual ? [el('span', { class: 'diff-label' }, 'Actual'), el('pre', { class: 'actual' }, side(check.actual, 'del', 'ins', 'ins'))] : null);
  }

  // ---- trace ---------------------------------------------------------------------------
  const isCut = (value) => value !== null && typeof value === 'object' && value.cut === true && typeof value.preview === 'string';
  function valueView(value) {
    if (isCut(value)) {
      return el('div', null,
        el('p', { class: 'muted' }, 'Cut: ' + bytes(value.bytes) + ' of JSON, the first ' + bytes(new TextEncoder().encode(value.preview).length) + ' shown.'),
        el('pre', { class: 'value' }, value.preview + ' …'));
    }
    return el('pre', { class: 'value' }, value === undefined ? 'none' : JSON.stringify(value, null, 2));
  }
  function mockText(ref) {
    return ref.list + '[' + ref.index + ']' + (ref.line !== undefined ? ' (tests.json line ' + ref.line + ')' : '');
  }
  function requestSummary(request) {
    const answer = request.status !== undefined ? String(request.status) : request.error || 'no answer';
    const by = request.mock ? 'answered by ' + mockText(request.mock) : request.error === 'http_unmocked' ? 'no mock answered' : null;
    return [
      el('span', { class: 'badge ' + (request.status !== undefined && request.status < 400 ? 'success' : 'failure') }, answer),
      el('span', { class: 'mono' }, request.method),
      el('span', { class: 'url mono' }, request.url),
      by ? el('span', { class: 'muted' }, by) : null,
    ];
  }
  function requestView(request, index) {
    return lazyDetails({ class: 'request', 'data-request': index }, requestSummary(request), () => el('div', { class: 'request-body' },
      facts([
        ['Request', request.method + ' ' + request.url],
        ['Answer', request.status !== undefined ? 'status ' + request.status : 'none: ' + (request.error || 'unknown')],
        request.error && request.status !== undefined ? ['Error', request.error] : null,
        ['Started', 'at ' + ms(request.start_ms) + ', took ' + ms(request.duration_ms)],
        request.step !== null ? ['Step', request.step + (request.attempt !== undefined ? ', attempt ' + request.attempt : '')] : null,
        request.mock ? ['Answered by', mockText(request.mock)] : null,
        request.nearest ? ['Nearest mock', mockText(request.nearest)] : null,
        request.nearest ? ['Did not match', request.nearest.mismatched.join(', ') + ' — ' + request.nearest.why] : null,
      ])));
  }
  function modelCallView(call) {
    return el('li', null, call.connection + ' (' + call.provider + ', model ' + call.model +
      (call.prompt_version !== undefined ? ', prompt_version ' + call.prompt_version : '') + '): answered by ' + mockText(call.mock) +
      ', ' + plural(call.input_tokens, 'input token') + ', ' + plural(call.output_tokens, 'output token'));
  }
  function emailView(email) {
    const who = [['to', email.to], ['cc', email.cc], ['bcc', email.bcc]].filter((p) => p[1].length).map((p) => p[0] + ' ' + p[1].join(', ')).join('; ');
    return el('li', null, 'Email ' + who + ': “' + email.subject + '”' +
      (email.attachments.length ? ', attached ' + email.attachments.map((f) => f.name + ' (' + f.content_type + ', ' + bytes(f.size_bytes) + ')').join(', ') : ''));
  }
  const artifactView = (file) => el('li', null, file.name + ' (' + file.content_type + ', ' + bytes(file.size_bytes) + ')');
  const logView = (line) => el('li', null, el('code', null, line.text));
  /** What a step (or, with step null, the run outside its steps) did: requests, model calls, emails, files, log lines. */
  function doings(trace, belongs) {
    const out = [];
    const requests = [];
    trace.requests.forEach((r, i) => { if (belongs(r.step)) requests.push(requestView(r, i)); });
    if (requests.length) out.push(el('h4', null, 'Requests'), requests);
    const groups = [
      ['Model calls', 'model-calls', trace.model_calls, modelCallView],
      ['Emails', 'emails', trace.emails, emailView],
      ['Files made', 'files', trace.artifacts, artifactView],
      ['Log lines', 'logs', trace.logs, logView],
    ];
    for (const [title, name, list, view] of groups) {
      const items = list.filter((item) => belongs(item.step));
      if (items.length) out.push(el('h4', null, title), el('ul', { class: 'items ' + name }, items.map(view)));
    }
    return out;
  }
  function attemptText(a) {
    return 'Attempt ' + a.attempt + (a.round !== null ? ' (item ' + a.round + ')' : '') + ': at ' + ms(a.start_ms) + ', took ' + ms(a.duration_ms) +
      (a.error ? ', failed: ' + a.error.code + ': ' + a.error.message + (a.retried ? ', retried' : '') : ', succeeded');
  }
  function stepView(trace, step, openKeys, caseKey) {
    const total = trace.duration_ms > 0 ? trace.duration_ms : 1;
    const bar = el('span', { class: 'bar ' + step.result });
    bar.style.marginLeft = Math.min(100, (step.start_ms / total) * 100) + '%';
    bar.style.width = Math.min(100, (step.duration_ms / total) * 100) + '%';
    const requestCount = trace.requests.filter((r) => r.step === step.id).length;
    const summary = [
      el('span', { class: 'badge ' + step.result }, step.result),
      step.stubbed ? el('span', { class: 'badge stubbed' }, 'stubbed') : null,
      el('span', { class: 'step-id' }, step.id),
      step.name ? el('span', null, step.name) : null,
      el('span', { class: 'muted mono' }, step.uses || step.kind),
      el('span', { class: 'when' }, 'at ' + ms(step.start_ms) + ', took ' + ms(step.duration_ms)),
      step.attempts.length > 1 ? el('span', { class: 'muted' }, plural(step.attempts.length, 'attempt')) : null,
      requestCount ? el('span', { class: 'muted' }, plural(requestCount, 'request')) : null,
      step.error ? el('span', { class: 'run-error' }, step.error.code + ': ' + step.error.message) : null,
      el('span', { class: 'bar-track', 'aria-hidden': 'true' }, bar),
    ];
    return lazyDetails({ class: 'step', 'data-step': step.id }, summary, () => el('div', { class: 'step-body' },
      facts([
        ['Runs', step.uses ? step.kind + ' ' + step.uses : step.kind],
        step.stubbed ? ['Stubbed', 'its body was replaced by given.stub_steps'] : null,
        step.condition !== undefined ? ['if:', step.condition ? 'true' : 'false'] : null,
        step.for_each_items !== undefined ? ['for_each', plural(step.for_each_items, 'item')] : null,
        step.skipped ? ['Skipped because', SKIP_WORDS[step.skipped] || step.skipped] : null,
        step.error ? ['Error', step.error.code + ': ' + step.error.message] : null,
      ]),
      step.attempts.length ? [el('h4', null, 'Attempts'), el('ol', { class: 'items attempts' }, step.attempts.map((a) => el('li', null, attemptText(a))))] : null,
      doings(trace, (id) => id === step.id),
      step.result === 'success' ? [el('h4', null, 'Outputs'), valueView(step.outputs)] : null,
    ), caseKey + '/' + step.id, openKeys);
  }
  function traceView(trace, caseKey) {
    const steps = new Set(trace.steps.map((s) => s.id));
    const outside = doings(trace, (id) => id === null || !steps.has(id));
    return el('div', { class: 'trace' },
      el('p', { class: 'trace-sum' }, 'The run took ' + ms(trace.duration_ms) + ' on its clock: ' + [
        plural(trace.steps.length, 'step'), plural(trace.requests.length, 'request'), plural(trace.model_calls.length, 'model call'),
        plural(trace.emails.length, 'email'), plural(trace.artifacts.length, 'file'), plural(trace.logs.length, 'log line'),
      ].join(', ') + '.'),
      trace.steps.length ? el('ol', { class: 'timeline' }, trace.steps.map((step) => el('li', null, stepView(trace, step, state.openCases, caseKey)))) : null,
      outside.length ? [el('h4', null, trace.steps.length ? 'Outside the steps' : 'What the action did'), outside] : null,
      'output' in trace ? [el('h4', null, 'Returned value'), valueView(trace.output)] : null);
  }

  // ---- cases and versions --------------------------------------------------------------
  function caseBody(vi, ci) {
    const version = report.versions[vi];
    const c = version.report.cases[ci];
    const extra = lines.versions[vi];
    const problems = (extra && extra.cases[ci]) || [];
    const meta = [];
    if (c.kind) meta.push('kind ' + c.kind);
    if (c.line !== undefined) meta.push(extra.tests_file + ' line ' + c.line);
    if (c.outcome) meta.push('the run ended with outcome ' + c.outcome);
    meta.push('took ' + ms(c.duration_ms));
    const failedChecks = c.checks.filter((k) => !k.passed).length;
    return el('div', { class: 'case-body' },
      el('p', { class: 'cmeta' }, meta.join(' · ')),
      problems.length ? [el('h3', null, c.status === 'invalid' ? 'Why the case is invalid' : 'Why the case did not run'), el('ul', { class: 'problems' }, problems.map((p) => el('li', null, el('code', null, p))))] : null,
      c.warnings && c.warnings.length ? [el('h3', null, 'Unused test data'), el('ul', { class: 'warnings' }, c.warnings.map((w) =>
        el('li', null, (w.line !== undefined ? extra.tests_file + ' line ' + w.line + ' ' : '') + w.path + ': ' + w.message)))] : null,
      c.error ? el('p', { class: 'run-error' }, 'Run error: ' + c.error.code + ': ' + c.error.message + (c.error.step ? ' (step ' + c.error.step + ')' : '')) : null,
      c.checks.length ? [
        el('h3', null, 'Checks: ' + (failedChecks ? number(failedChecks) + ' of ' + number(c.checks.length) + ' failed' : 'all ' + number(c.checks.length) + ' passed')),
        el('ol', { class: 'checks' }, c.checks.map((k) => el('li', { class: k.passed ? 'ok' : 'bad' },
          el('span', { class: 'verdict-word' }, k.passed ? '✓ passed' : '✗ failed'), el('span', { class: 'sentence' }, k.sentence),
          k.passed || (k.expected === undefined && k.actual === undefined) ? null : diffView(k)))),
      ] : null,
      c.trace ? [el('h3', null, 'What happened'), traceView(c.trace, vi + ':' + ci)] : null);
  }
  function caseRow(vi, ci) {
    const c = report.versions[vi].report.cases[ci];
    const key = vi + ':' + ci;
    return lazyDetails({ class: 'case ' + c.status, 'data-case': key }, [
      el('span', { class: 'badge ' + c.status }, STATUS_WORDS[c.status] || c.status),
      el('span', { class: 'cname' }, c.name),
      el('span', { class: 'cdur' }, ms(c.duration_ms)),
      c.description ? el('span', { class: 'cdesc' }, c.description) : null,
    ], () => caseBody(vi, ci), key, state.openCases);
  }
  function versionRow(vi, continued) {
    const v = report.versions[vi];
    const r = v.report;
    return el('section', { class: 'version', 'data-version': vi },
      el('h2', null, el('button', { type: 'button', 'aria-expanded': String(isOpen(vi)), on: { click: () => toggleVersion(vi) } },
        el('span', { class: 'mark ' + (r.passed ? 'ok' : 'bad') }, r.passed ? '✓ passed' : '✗ not passed'),
        el('span', { class: 'vname' }, v.kind + ' ' + v.name + (continued ? ' (continued)' : '')),
        el('span', { class: 'vcounts' }, countsText(r.summary)),
        el('span', { class: 'vmin ' + (r.minimum.met ? 'ok' : 'bad') }, r.minimum.met ? 'minimum met' : 'minimum not met'),
        r.coverage ? el('span', { class: 'vcov ' + coverageClass(r.coverage) }, 'coverage ' + r.coverage.percent + ' %') : null)),
      el('p', { class: 'vid' }, 'version id ', el('code', null, v.version_id)));
  }
  function coverageClass(coverage) {
    if (coverage.minimum && !coverage.minimum.met) return 'bad';
    return coverage.missing.length ? 'partial' : 'ok';
  }
  /** REPORT-18: each step with the outcomes some case reached and, in plain words, those none did. */
  function coverageView(coverage) {
    return [
      el('h3', null, 'Coverage by step'),
      el('ol', { class: 'coverage' }, coverage.steps.map((step) => {
        const gaps = coverage.missing.filter((gap) => gap.step === step.id);
        const covered = step.outcomes.filter((o) => o.cases > 0);
        const ended = [['succeeded', step.succeeded], ['failed', step.failed], ['skipped', step.skipped], ['stubbed', step.stubbed]]
          .filter((pair) => pair[1].length).map((pair) => pair[0] + ' in ' + plural(pair[1].length, 'case'));
        return el('li', { class: 'cov-step ' + (gaps.length ? 'partial' : 'ok'), 'data-step': step.id },
          el('span', { class: 'cov-mark' }, gaps.length ? '◐ ' + number(covered.length) + ' of ' + number(step.outcomes.length) + ' outcomes' : '✓ every outcome'),
          el('span', { class: 'step-id' }, step.id),
          step.line !== undefined ? el('span', { class: 'muted' }, 'line ' + step.line) : null,
          ended.length ? el('span', { class: 'muted' }, ended.join(', ')) : null,
          covered.length ? el('p', { class: 'cov-seen' }, 'Covered: ' + covered.map((o) => (OUTCOME_WORDS[o.outcome] || o.outcome) + ' (' + plural(o.cases, 'case') + ')').join(', ')) : null,
          gaps.length ? el('ul', { class: 'cov-missing' }, gaps.map((gap) => el('li', null, 'Missing: ' + gap.message + (gap.line !== undefined ? ' (line ' + gap.line + ')' : '')))) : null);
      })),
    ];
  }
  function versionDetail(vi, shown) {
    const v = report.versions[vi];
    const r = v.report;
    const extra = lines.versions[vi];
    return el('div', { class: 'version-detail', 'data-version-detail': vi },
      facts([
        ['Folder', v.path],
        ['Test list', extra.tests_file],
        ['Ran at', r.ran_at + ', took ' + ms(r.duration_ms)],
        ['Minimum', r.minimum.met ? 'met' + (r.minimum.needed.length ? ': ' + r.minimum.needed.join(', ') : '') : 'not met: ' + plural(r.minimum.missing.length, 'case') + ' missing'],
        r.coverage ? ['Coverage', r.coverage.percent + ' % (' + number(r.coverage.reached) + ' of ' + plural(r.coverage.total, 'outcome') + ' reached)' +
          (r.coverage.minimum ? ', minimum ' + r.coverage.minimum.percent + ' % ' + (r.coverage.minimum.met ? 'met' : 'not met') : '') + ', in ' + r.coverage.file] : null,
        shown < r.cases.length ? ['Shown', number(shown) + ' of ' + plural(r.cases.length, 'case') + ' match the filter'] : null,
      ]),
      r.minimum.missing.length ? el('ul', { class: 'missing' }, r.minimum.missing.map((m) => el('li', null, m.message, el('br'), el('span', { class: 'fix' }, 'Fix: ' + m.fix)))) : null,
      r.coverage && r.coverage.steps.length ? coverageView(r.coverage) : null,
      extra.problems.length ? [el('h3', null, 'Problems'), el('ul', { class: 'problems' }, extra.problems.map((p) => el('li', null, el('code', null, p))))] : null,
      r.cases.length === 0 ? el('p', { class: 'muted' }, 'This version has no cases.') : null);
  }

  // ---- filter, search and the paged list -----------------------------------------------
  function versionHay(vi) {
    if (versionHays[vi] === undefined) {
      const v = report.versions[vi];
      versionHays[vi] = [v.kind, v.name, v.path, v.version_id].join('\n').toLowerCase();
    }
    return versionHays[vi];
  }
  function caseHay(vi, ci) {
    const hays = caseHays[vi] || (caseHays[vi] = []);
    if (hays[ci] === undefined) {
      const c = report.versions[vi].report.cases[ci];
      const extra = lines.versions[vi];
      hays[ci] = [c.name, c.description || '', c.kind || '', STATUS_WORDS[c.status] || '', c.error ? c.error.code + ' ' + c.error.message : '']
        .concat(c.checks.map((k) => k.sentence), (extra && extra.cases[ci]) || []).join('\n').toLowerCase();
    }
    return hays[ci];
  }
  const filtering = () => state.status !== 'all' || state.terms.length > 0;
  function isOpen(vi) {
    const open = state.openVersions.get(vi);
    return open === undefined ? filtering() : open;
  }
  function toggleVersion(vi) {
    state.openVersions.set(vi, !isOpen(vi));
    renderList(false);
  }
  function caseMatches(vi, ci, c) {
    if (state.status !== 'all' && c.status !== state.status) return false;
    return state.terms.every((term) => caseHay(vi, ci).includes(term) || versionHay(vi).includes(term));
  }
  /** The rows the filter and search leave: a version, then (when open) its details and cases. */
  function buildRows() {
    const rows = [];
    let versions = 0, cases = 0;
    report.versions.forEach((v, vi) => {
      let matched = null;
      if (filtering()) {
        matched = [];
        v.report.cases.forEach((c, ci) => { if (caseMatches(vi, ci, c)) matched.push(ci); });
        const versionItself = state.status === 'all' && v.report.cases.length === 0 && state.terms.every((term) => versionHay(vi).includes(term));
        if (matched.length === 0 && !versionItself) return;
      }
      const shown = matched ? matched.length : v.report.cases.length;
      versions += 1;
      cases += shown;
      rows.push({ kind: 'version', vi });
      if (!isOpen(vi)) return;
      rows.push({ kind: 'detail', vi, shown });
      if (matched) for (const ci of matched) rows.push({ kind: 'case', vi, ci });
      else for (let ci = 0; ci < shown; ci++) rows.push({ kind: 'case', vi, ci });
    });
    return { rows, versions, cases };
  }
  const list = el('div', { id: 'list' });
  const countLine = el('p', { class: 'count', id: 'count', 'aria-live': 'polite' });
  const pageLabel = el('span', { id: 'page-label' });
  const previous = el('button', { type: 'button', id: 'previous-page', on: { click: () => { state.page -= 1; renderList(true); } } }, '← Previous');
  const next = el('button', { type: 'button', id: 'next-page', on: { click: () => { state.page += 1; renderList(true); } } }, 'Next →');
  function renderList(toTop) {
    const { rows, versions, cases } = buildRows();
    const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
    state.page = Math.min(Math.max(0, state.page), pages - 1);
    const pageRows = rows.slice(state.page * ROWS_PER_PAGE, (state.page + 1) * ROWS_PER_PAGE);
    const nodes = [];
    const first = pageRows[0];
    if (first && first.kind !== 'version') nodes.push(versionRow(first.vi, true));
    for (const row of pageRows) {
      if (row.kind === 'version') nodes.push(versionRow(row.vi, false));
      else if (row.kind === 'detail') nodes.push(versionDetail(row.vi, row.shown));
      else nodes.push(caseRow(row.vi, row.ci));
    }
    if (nodes.length === 0) nodes.push(el('p', { class: 'empty' }, report.versions.length ? 'No case matches the filter and search.' : 'The report has no versions.'));
    list.replaceChildren(...nodes);
    countLine.textContent = filtering()
      ? plural(cases, 'case') + ' in ' + plural(versions, 'version') + ' match.'
      : plural(versions, 'version') + ' with ' + plural(cases, 'case') + '. Open a version to see its cases.';
    pageLabel.textContent = 'Page ' + number(state.page + 1) + ' of ' + number(pages);
    previous.disabled = state.page === 0;
    next.disabled = state.page >= pages - 1;
    if (toTop) list.scrollIntoView({ block: 'start' });
  }
  function setFilter(status) {
    state.status = status;
    state.page = 0;
    state.openVersions.clear();
    for (const button of filterButtons) button.setAttribute('aria-pressed', String(button.dataset.status === status));
    renderList(false);
  }
  const s = report.summary;
  const filterButtons = FILTERS.map((status) => el('button', {
    type: 'button', 'data-status': status, 'aria-pressed': String(status === 'all'), on: { click: () => setFilter(status) },
  }, (status === 'all' ? 'All' : STATUS_WORDS[status]) + ' (' + number(status === 'all' ? s.total : s[status]) + ')'));
  const search = el('input', { type: 'search', id: 'search', placeholder: 'Search names, descriptions, checks, versions, version ids', 'aria-label': 'Search' });
  search.addEventListener('input', () => {
    state.terms = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    state.page = 0;
    state.openVersions.clear();
    renderList(false);
  });

  // ---- the overview --------------------------------------------------------------------
  const passedVersions = report.versions.filter((v) => v.report.passed).length;
  const unmet = report.versions.filter((v) => !v.report.minimum.met).length;
  const withProblems = report.versions.filter((v) => v.report.problems.length > 0).length;
  document.getElementById('overview').replaceChildren(
    el('h1', null, 'flowgate test report'),
    el('p', { class: 'verdict ' + (report.passed ? 'ok' : 'bad'), id: 'verdict' }, report.passed ? '✓ Every report passed.' : '✗ Not every report passed.'),
    el('p', { id: 'totals' }, plural(report.versions.length, 'version') + ': ' + number(passedVersions) + ' passed, ' + number(report.versions.length - passedVersions) + ' did not' +
      (unmet ? ' (' + plural(unmet, 'version') + ' short of the minimum of cases)' : '') + (withProblems ? ', ' + plural(withProblems, 'version') + ' with problems' : '') +
      '. ' + plural(s.total, 'case') + ': ' + number(s.passed) + ' passed, ' + number(s.failed) + ' failed, ' + number(s.invalid) + ' invalid, ' + number(s.not_run) + ' not run.'),
    el('div', { class: 'controls' }, el('div', { class: 'filters', role: 'group', 'aria-label': 'Show cases' }, filterButtons), search),
    countLine);
  document.getElementById('app').replaceChildren(list, el('nav', { class: 'pager', 'aria-label': 'Pages' }, previous, pageLabel, next));
  renderList(false);
  void document.body.offsetHeight;
  performance.mark('flowgate-overview-ready');
  document.documentElement.setAttribute('data-ready', '');
})();
`;
