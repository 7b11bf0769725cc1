export const id = 409;
export const ids = [409];
export const modules = {

/***/ 84409:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ createReporters)
});

// UNUSED EXPORTS: REPORTERS

// EXTERNAL MODULE: ./lib/reporters/pretty.js + 1 modules
var pretty = __webpack_require__(75832);
// EXTERNAL MODULE: ./lib/testing/coverage/version.js
var coverage_version = __webpack_require__(96571);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/github.js



function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function formatAnnotation(a) {
    const props = [`file=${escapeProperty(a.file)}`];
    if (a.line !== undefined)
        props.push(`line=${a.line}`);
    if (a.col !== undefined)
        props.push(`col=${a.col}`);
    props.push(`title=${escapeProperty(a.title)}`);
    return `::error ${props.join(',')}::${escapeData(a.message)}`;
}
function problemAnnotations(report) {
    return report.versions.flatMap((version) => version.report.problems.map((p) => ({
        file: p.file,
        ...(p.line !== undefined ? { line: p.line } : {}),
        ...(p.col !== undefined ? { col: p.col } : {}),
        title: `${version.kind} ${version.name}`,
        message: (0,reporters_text/* pathMessage */.nB)(p),
    })));
}
/** Each not-passed case's annotations, its most telling one first. */
function caseAnnotations(version) {
    return version.report.cases
        // A version with problems runs no case; its problems are annotated instead.
        .filter((c) => c.status === 'failed' || c.status === 'invalid' || (c.status === 'not_run' && version.report.problems.length === 0))
        .map((c) => {
        const at = { file: (0,reporters_text/* testsFile */.sF)(version), ...(c.line !== undefined ? { line: c.line } : {}), title: `${version.name} › ${c.name}` };
        if (c.status === 'not_run') {
            return [{ ...at, message: `did not run: ${(c.problems ?? []).map((p) => p.message).join('; ')}` }];
        }
        if (c.status === 'invalid') {
            // Each problem where it is, with the path and message `validate` gives it (CLI-19).
            return (c.problems ?? []).map((p) => {
                const problem = (0,reporters_text/* caseProblemInList */.FP)(version, c, p);
                const place = problem.line !== undefined ? { line: problem.line, ...(problem.col !== undefined ? { col: problem.col } : {}) } : {};
                return { ...at, ...place, message: `invalid case: ${(0,reporters_text/* pathMessage */.nB)(problem)}` };
            });
        }
        return c.checks
            .filter((k) => !k.passed)
            .map((check) => {
            const detail = [check.expected !== undefined && `expected: ${check.expected}`, check.actual !== undefined && `actual: ${check.actual}`].filter(Boolean).join('\n');
            return { ...at, message: detail ? `${check.sentence}\n${detail}` : check.sentence };
        });
    });
}
/**
 * GHA-12, most useful first: problems (they stop whole versions), then the first
 * failure of every case, taken round-robin across versions so that GitHub's cap of
 * ten annotations a step points at as many versions as it can, then the remaining
 * failures, then missing minimum cases.
 */
function annotationsFor(report) {
    const out = problemAnnotations(report);
    const perVersion = report.versions.map(caseAnnotations);
    const firsts = perVersion.map((cases) => cases.map((list) => list[0]).filter(Boolean));
    for (let round = 0; firsts.some((list) => round < list.length); round += 1) {
        for (const list of firsts)
            if (round < list.length)
                out.push(list[round]);
    }
    for (const cases of perVersion)
        for (const list of cases)
            out.push(...list.slice(1));
    for (const version of report.versions) {
        for (const missing of version.report.minimum.missing) {
            out.push({ file: (0,reporters_text/* testsFile */.sF)(version), title: `${version.kind} ${version.name} › minimum`, message: `${missing.message}\nfix: ${missing.fix}` });
        }
        const coverage = version.report.coverage;
        const below = coverage && (0,coverage_version/* minimumCoverageMessage */.y)(coverage);
        if (coverage && below)
            out.push({ file: coverage.file, title: `${version.kind} ${version.name} › coverage`, message: below });
    }
    return out;
}
/** GitHub shows ten warning annotations of a step from workflow commands, apart from its errors. */
const STEP_WARNING_LIMIT = 10;
/**
 * GHA-20 `annotate-coverage`: each outcome no case reached, as a warning on its line of
 * workflow.yaml, taken round-robin across versions so that the cap reaches as many as it can.
 */
function coverageAnnotations(report) {
    const perVersion = report.versions.map((version) => (version.report.coverage?.missing ?? []).map((gap) => ({
        file: version.report.coverage.file,
        ...(gap.line !== undefined ? { line: gap.line } : {}),
        title: `${version.kind} ${version.name} › coverage`,
        message: gap.message,
    })));
    const out = [];
    for (let round = 0; perVersion.some((list) => round < list.length); round += 1) {
        for (const list of perVersion)
            if (round < list.length)
                out.push(list[round]);
    }
    return out;
}
/**
 * GHA-18: GitHub shows ten error annotations of a step from workflow commands, and the
 * line that fails the step is one of them; what does not fit is counted instead.
 */
const STEP_ERROR_LIMIT = 10;
function withinStepLimit(annotations, stepFails) {
    const room = STEP_ERROR_LIMIT - (stepFails ? 1 : 0);
    return { shown: annotations.slice(0, room), notShown: Math.max(0, annotations.length - room) };
}
/**
 * The annotations as workflow commands, within the step's limit: a failing `flowgate test`
 * step ends with GitHub's own "exit code 1" error, which counts too (GHA-18).
 */
function renderGithub(report) {
    const { shown, notShown } = withinStepLimit(annotationsFor(report), !report.passed);
    const more = notShown > 0 ? `::notice::${notShown} more failures are not annotated (GitHub shows ${STEP_ERROR_LIMIT} errors per step); the JSON report lists them all.\n` : '';
    return shown.map((a) => `${formatAnnotation(a)}\n`).join('') + more;
}
/** `--reporter github`: the terminal's lines as each version finishes, then the annotations and the verdict. */
function githubReporter(ctx) {
    return {
        onVersionEnd: (version) => ctx.io.stdout((0,pretty/* renderVersion */.pv)(version)),
        onRunEnd: (end) => {
            if (!end.empty || end.allowedEmpty)
                ctx.io.stdout(renderGithub(end.report) + (0,pretty/* renderFooter */.up)(end.report, end.seconds));
        },
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
;// CONCATENATED MODULE: ./lib/reporters/html-script.js
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
const HTML_SCRIPT = String.raw `
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

;// CONCATENATED MODULE: ./lib/reporters/html-style.js
/**
 * The stylesheet of the HTML report (CLI-27), a string so the report stays one file and
 * the ncc bundle needs no asset beside it. Light and dark follow the reader's system.
 */
const HTML_STYLE = String.raw `
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
.run-error { color: var(--bad); }
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
.items { margin: .2rem 0; padding-left: 1.2rem; }
.pager { display: flex; gap: .6rem; align-items: center; margin: 1rem 0 2rem; }
.empty { padding: 1rem 0; color: var(--muted); }
`;

;// CONCATENATED MODULE: ./lib/reporters/html.js
/**
 * The HTML report (CLI-27, flowgate.md §9): one self-contained `index.html` for the people
 * who approve a version's activation. The run report is embedded as JSON and the page's
 * own script (./html-script.ts) builds the view from it lazily, so a run of 1,000 versions
 * and 10,000 cases opens at once. Nothing is fetched: the page's policy allows no
 * connection, only its own script and stylesheet (by hash), and it reads from `file://`.
 */







const HTML_REPORT_FILE = 'index.html';
function htmlLines(report) {
    return {
        versions: report.versions.map((version) => {
            const cases = {};
            version.report.cases.forEach((c, index) => {
                if (c.problems?.length)
                    cases[index] = (0,reporters_text/* caseProblemLines */.dL)(version, c);
            });
            return { tests_file: (0,reporters_text/* testsFile */.sF)(version), problems: version.report.problems.map(problems/* formatProblem */.V), cases };
        }),
    };
}
/**
 * JSON that can stand inside a `<script>` element: with every `<` written as `\u003c`,
 * no text from the report can close the element (`</script>`) or open a comment (`<!--`).
 */
function scriptJson(value) {
    return JSON.stringify(value).replaceAll('<', '\\u003c');
}
const sha256 = (text) => `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * No connection of any kind (`default-src 'none'`); the only script and stylesheet that
 * run are the page's own, named by hash, so even a report text that slipped into the
 * markup could not run.
 */
const POLICY = [
    "default-src 'none'",
    `script-src ${sha256(HTML_SCRIPT)}`,
    `style-src ${sha256(HTML_STYLE)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');
function renderHtml(report) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>flowgate test report: ${report.passed ? 'every report passed' : 'not every report passed'}</title>
<style>${HTML_STYLE}</style>
</head>
<body>
<header id="overview"><h1>flowgate test report</h1><noscript><p>This report needs JavaScript to show its cases. The JSON report (flowgate test --json) holds the same data.</p></noscript></header>
<main id="app"></main>
<script type="application/json" id="flowgate-report">${scriptJson(report)}</script>
<script type="application/json" id="flowgate-lines">${scriptJson(htmlLines(report))}</script>
<script>${HTML_SCRIPT}</script>
</body>
</html>
`;
}
/** Writes `DIR/index.html` (the folder made as needed); returns the file's path. */
function writeHtmlReport(report, dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, HTML_REPORT_FILE);
    (0,external_node_fs_.writeFileSync)(file, renderHtml(report));
    return file;
}
/**
 * The job summary's paragraph on the HTML report (the Action's `html-report`): where the
 * file is, and a link to the run's artifacts, where a later actions/upload-artifact step
 * puts the folder (the artifact's own address is not known while this step runs). Without
 * GitHub's variables for the run, the same words without the link.
 */
function htmlReportNote(file, env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
    const artifacts = server && repository && run ? `[this run's artifacts](${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}#artifacts)` : "this run's artifacts";
    return `\n**HTML report:** \`${file.replaceAll('`', "'")}\`, for approvers. Upload its folder with actions/upload-artifact to find it among ${artifacts}.\n`;
}
/** CLI-27: `DIR/index.html` for the approvers, once the run ends. */
function htmlReporter(ctx, options) {
    return { onRunEnd: ({ report }) => void writeHtmlReport(report, (0,external_node_path_.resolve)(ctx.cwd, options.dir)) };
}

// EXTERNAL MODULE: ./lib/run/run-log.js
var run_log = __webpack_require__(47843);
;// CONCATENATED MODULE: ./lib/reporters/summary.js


const JOB_SUMMARY_LIMIT = 1024 * 1024 - 4096;
const CHECK_RUN_TEXT_LIMIT = 65_535;
/** An expected or actual value longer than this is cut: the JSON report has it whole. */
const VALUE_LIMIT = 2000;
/** Room kept for what always ends the text: the closing of `<details>` and the left-out note. */
const TRAILER_RESERVE = 300;
const STATUS_WORDS = { passed: 'passed', failed: 'failed', invalid: 'invalid', not_run: 'not run' };
/**
 * `SERVER/OWNER/REPO/blob/SHA/PATH#L12` links at the commit under test, from the
 * variables GitHub sets in a job; undefined when one is missing. `rootInRepo` is the
 * tested root's folder inside the repository (`.` for the repository itself).
 */
function blobLinks(env, rootInRepo) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
    if (!server || !repository || !sha)
        return undefined;
    const prefix = rootInRepo === '.' || rootInRepo === '' ? '' : `${rootInRepo.replace(/\/+$/, '')}/`;
    const base = `${server.replace(/\/+$/, '')}/${repository}/blob/${sha}/`;
    return (file, line) => `${base}${`${prefix}${file}`.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
}
/** Text shown as written: Markdown and HTML in names and sentences stay literal, on one line. */
function summary_text(value) {
    return value.replace(/\r?\n/g, ' ').replace(/[\\`*_[\]<>|&~]/g, '\\$&');
}
/** An inline code span that holds any text, backticks included, on one line. */
function code(value) {
    const oneLine = value.replace(/\r?\n/g, ' ⏎ ');
    const shown = oneLine.length > VALUE_LIMIT ? `${oneLine.slice(0, VALUE_LIMIT)}…` : oneLine;
    const fence = '`'.repeat(Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length)) + 1);
    const pad = shown.startsWith('`') || shown.endsWith('`') || shown === '' ? ' ' : '';
    // A code span in a table cell still ends at `|`.
    return `${fence}${pad}${shown.replace(/\|/g, '\\|')}${pad}${fence}`;
}
function fileRef(file, line, col, link) {
    const label = summary_text(`${file}${line !== undefined ? `:${line}${col !== undefined ? `:${col}` : ''}` : ''}`);
    return link ? `[${label}](${link(file, line)})` : label;
}
function problemLine(p, link) {
    return `${fileRef(p.file, p.line, p.col, link)}${p.path ? ` ${code(p.path)}` : ''}: ${summary_text(p.message)}`;
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
function countsText(s) {
    return `${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.not_run} not run`;
}
function versionCases(s) {
    return `${s.passed}/${s.total} passed${s.failed ? `, ${s.failed} failed` : ''}${s.invalid ? `, ${s.invalid} invalid` : ''}${s.not_run ? `, ${s.not_run} not run` : ''}`;
}
/** REPORT-18: the share of outcomes reached; bold when under `--min-coverage`; a dash for a version without steps. */
function coverageCell(report) {
    const { coverage } = report;
    if (!coverage)
        return '—';
    const shown = `${coverage.percent} %`;
    return coverage.minimum && !coverage.minimum.met ? `**${shown} < ${coverage.minimum.percent} %**` : shown;
}
function versionRow(v) {
    const { report } = v;
    return `| ${report.passed ? '✅' : '❌'} | ${summary_text(`${v.kind} ${v.name}`)} | ${code(v.version_id.slice(0, 19))} | ${versionCases(report.summary)} | ${report.minimum.met ? 'met' : '**not met**'} | ${coverageCell(report)} | ${(0,run_log/* formatDuration */.a)(report.duration_ms)} |`;
}
function caseBlock(v, c, link) {
    const where = c.line !== undefined ? ` · ${fileRef((0,reporters_text/* testsFile */.sF)(v), c.line, undefined, link)}` : '';
    const took = c.status === 'passed' || c.status === 'failed' ? ` · ${(0,run_log/* formatDuration */.a)(c.duration_ms)}` : '';
    const lines = [`- **${summary_text(c.name)}** — ${STATUS_WORDS[c.status]}${where}${took}`];
    for (const p of c.problems ?? []) {
        lines.push(`  - ${c.status === 'invalid' ? problemLine((0,reporters_text/* caseProblemInList */.FP)(v, c, p), link) : summary_text((0,reporters_text/* pathMessage */.nB)(p))}`);
    }
    if (c.status === 'failed' && c.error)
        lines.push(`  - run error: ${code(c.error.code)}: ${summary_text(c.error.message)}`);
    for (const check of c.checks.filter((k) => !k.passed)) {
        lines.push(`  - ❌ ${summary_text(check.sentence)}`);
        if (check.expected !== undefined)
            lines.push(`    - expected: ${code(check.expected)}`);
        if (check.actual !== undefined)
            lines.push(`    - actual: ${code(check.actual)}`);
    }
    return lines.join('\n');
}
/** A failing version's entries: its problems, the cases that did not pass, the missing minimum cases. */
function failureBlocks(v, link) {
    const blocks = [];
    for (const p of v.report.problems)
        blocks.push(`- problem: ${problemLine(p, link)}`);
    for (const c of v.report.cases)
        if (c.status !== 'passed')
            blocks.push(caseBlock(v, c, link));
    for (const m of v.report.minimum.missing)
        blocks.push(`- minimum: ${summary_text(m.message)}\n  - fix: ${summary_text(m.fix)}`);
    const coverage = v.report.coverage;
    if (coverage?.minimum && !coverage.minimum.met) {
        const gaps = coverage.missing.map((gap) => `\n  - ${fileRef(coverage.file, gap.line, undefined, link)}: ${summary_text(gap.message)}`).join('');
        blocks.push(`- coverage: ${coverage.percent} % is below the minimum of ${coverage.minimum.percent} % (--min-coverage)${gaps}`);
    }
    return blocks;
}
/** UTF-8 bytes: GitHub's job-summary limit is in bytes, and bytes never undercount characters. */
function sizeOf(value) {
    return Buffer.byteLength(value, 'utf8');
}
/** Parts added while they fit in the limit; what does not fit is counted. */
class Budget {
    limit;
    parts = [];
    leftOut = 0;
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    add(part) {
        const bytes = sizeOf(part) + 1;
        if (this.size + bytes + TRAILER_RESERVE > this.limit) {
            this.leftOut += 1;
            return false;
        }
        this.parts.push(part);
        this.size += bytes;
        return true;
    }
}
/** Renders within `limit` bytes (so also characters); whatever does not fit is counted at the end. */
function renderSummary(report, options = {}) {
    const { limit = JOB_SUMMARY_LIMIT, link, failure } = options;
    const s = report.summary;
    const passed = report.passed && failure === undefined;
    const took = (0,run_log/* formatDuration */.a)(report.versions.reduce((sum, v) => sum + v.report.duration_ms, 0));
    const budget = new Budget(limit);
    budget.add([
        `## flowgate: ${passed ? 'every report passed' : 'not every report passed'}`,
        '',
        ...(failure !== undefined ? [`> ❌ ${summary_text(failure)}`, ''] : []),
        `${plural(report.versions.length, 'version')} · ${plural(s.total, 'case')}: ${countsText(s)} · ${took}`,
        '',
    ].join('\n'));
    if (report.versions.length > 0) {
        budget.add('| | Version | Version id | Cases | Minimum | Coverage | Duration |\n|---|---|---|---|---|---|---|');
        for (const v of report.versions)
            budget.add(versionRow(v));
    }
    const failing = report.versions.filter((v) => !v.report.passed);
    if (failing.length)
        budget.add('\n### What did not pass');
    for (const v of failing) {
        const blocks = failureBlocks(v, link);
        // Without its heading a version's entries would read as another version's: count them as left out.
        if (!budget.add(`\n#### ❌ ${summary_text(`${v.kind} ${v.name}`)} (${summary_text(v.path)})\n`)) {
            budget.leftOut += blocks.length;
            continue;
        }
        for (const block of blocks)
            budget.add(block);
    }
    const passing = report.versions.flatMap((v) => v.report.cases.filter((c) => c.status === 'passed').map((c) => ({ v, c })));
    let folded = false;
    // Passing cases only after every failure: a failure left out leaves them all out.
    if (passing.length && budget.leftOut > 0)
        budget.leftOut += passing.length;
    else if (passing.length) {
        folded = budget.add(`\n<details>\n<summary>✅ ${plural(passing.length, 'case')} passed</summary>\n\n| Version | Case | Duration |\n|---|---|---|`);
        if (!folded)
            budget.leftOut += passing.length;
        else
            for (const { v, c } of passing)
                budget.add(`| ${summary_text(`${v.kind} ${v.name}`)} | ${summary_text(c.name)} | ${(0,run_log/* formatDuration */.a)(c.duration_ms)} |`);
    }
    // The trailer was kept room for, so it is never cut.
    const trailer = [
        ...(folded ? ['\n</details>'] : []),
        ...(budget.leftOut ? [`\n_${budget.leftOut} more entries were left out to fit GitHub's size limit; the JSON report has everything._`] : []),
    ];
    return `${[...budget.parts, ...trailer].join('\n')}\n`;
}

;// CONCATENATED MODULE: ./lib/reporters/github-job.js
/**
 * The reporters of the GitHub job around the Action (flowgate.md §8): the job summary
 * (GHA-13) and the check run with its annotations (GHA-07, GHA-12, GHA-17, GHA-18), or
 * workflow-command annotations where no check run can be made. They reach GitHub only
 * through the port the Action door gives them.
 */




const toPosix = (path) => path.split(external_node_path_.sep).join('/');
/** The tested root inside the repository (the working folder), `.` for the repository itself. */
function rootInRepo(ctx, end) {
    return toPosix((0,external_node_path_.relative)(ctx.cwd, end.root)) || '.';
}
/** Why the run fails besides its reports: a root with no version, in the door's words. */
function emptyRootFailure(end, hint) {
    return end.empty && !end.allowedEmpty ? `${end.empty.message}; ${hint}` : undefined;
}
function summaryOptions(ctx, end, emptyHint) {
    const link = blobLinks(ctx.env, rootInRepo(ctx, end));
    const failure = emptyRootFailure(end, emptyHint);
    return { ...(link ? { link } : {}), ...(failure !== undefined ? { failure } : {}) };
}
function port(ctx) {
    if (!ctx.github)
        throw new Error('the summary and check-run reporters run inside the GitHub Action only');
    return ctx.github;
}
/** GHA-13: the job summary. */
function summaryReporter(ctx, options) {
    const github = port(ctx);
    return {
        onRunEnd: async (end) => {
            const htmlNote = options.htmlDir !== undefined ? htmlReportNote(toPosix((0,external_node_path_.relative)(ctx.cwd, (0,external_node_path_.join)(ctx.cwd, options.htmlDir, 'index.html'))), ctx.env) : '';
            await github.writeSummary(renderSummary(end.report, summaryOptions(ctx, end, options.emptyHint)) + htmlNote);
        },
    };
}
/** Annotations name files from the repository's root, not from the tested folder. */
function fromRepository(annotations, inRepo) {
    return annotations.map((a) => ({ ...a, file: toPosix((0,external_node_path_.join)(inRepo, a.file)) }));
}
/**
 * GHA-17: the check run with the summary and every annotation, and its address as the
 * output `check-url`; where it cannot be made, GHA-18: workflow-command annotations
 * within the step's limit, room kept for the step's own failure line.
 */
function checkRunReporter(ctx, options) {
    const github = port(ctx);
    return {
        onRunEnd: async (end) => {
            const inRepo = rootInRepo(ctx, end);
            const failure = emptyRootFailure(end, options.emptyHint) ?? (end.report.passed ? undefined : options.failedStep);
            const annotations = options.annotate ? fromRepository(annotationsFor(end.report), inRepo) : [];
            let url;
            if (github.createCheckRun) {
                try {
                    ({ url } = await github.createCheckRun({
                        name: options.name,
                        passed: failure === undefined,
                        title: emptyRootFailure(end, options.emptyHint) ?? countsText(end.report.summary),
                        summary: renderSummary(end.report, { ...summaryOptions(ctx, end, options.emptyHint), limit: CHECK_RUN_TEXT_LIMIT }),
                        annotations,
                    }));
                    github.setOutput('check-url', url);
                }
                catch (error) {
                    github.annotate('notice', `flowgate could not create a check run (${error.message}); it annotates with workflow commands instead.`);
                }
            }
            if (url === undefined && annotations.length > 0) {
                const { shown, notShown } = withinStepLimit(annotations, failure !== undefined);
                for (const a of shown)
                    github.annotate('error', a.message, a);
                if (notShown > 0) {
                    const holders = options.summaryWritten ? 'the job summary and the JSON report list them all' : 'the JSON report lists them all';
                    github.annotate('notice', `${notShown} more ${notShown === 1 ? 'failure is' : 'failures are'} not annotated (GitHub shows ${STEP_ERROR_LIMIT} error annotations per step, the step's failure among them); ${holders}.`);
                }
            }
            if (options.annotateCoverage) {
                const warnings = fromRepository(coverageAnnotations(end.report), inRepo);
                for (const a of warnings.slice(0, STEP_WARNING_LIMIT))
                    github.annotate('warning', a.message, { title: a.title, file: a.file, ...(a.line !== undefined ? { line: a.line } : {}) });
                const notShown = warnings.length - STEP_WARNING_LIMIT;
                if (notShown > 0) {
                    github.annotate('notice', `${notShown} more uncovered ${notShown === 1 ? 'outcome is' : 'outcomes are'} not annotated (GitHub shows ${STEP_WARNING_LIMIT} warning annotations per step); the JSON report lists them all under coverage.`);
                }
            }
        },
    };
}

;// CONCATENATED MODULE: ./lib/testing/coverage/lcov.js
/** The branches of a field, in LCOV's branch order. */
const BRANCHES = [
    ['if_true', 'if_false'],
    ['for_each_empty', 'for_each_items'],
];
function hits(step) {
    const reached = step.outcomes.find((o) => o.outcome === 'runs' || o.outcome === 'if_true');
    return reached?.cases ?? 0;
}
/** `pathOf`: the workflow.yaml's path as the coverage service should see it (from the repository's root). */
function renderLcov(report, pathOf) {
    const records = [];
    for (const version of report.versions) {
        const coverage = version.report.coverage;
        if (!coverage)
            continue;
        const lines = ['TN:', `SF:${pathOf(coverage.file)}`];
        const branches = [];
        const da = new Map();
        for (const [block, step] of coverage.steps.entries()) {
            if (step.line !== undefined)
                da.set(step.line, (da.get(step.line) ?? 0) + hits(step));
            for (const pair of BRANCHES) {
                const found = pair.map((kind) => step.outcomes.find((o) => o.outcome === kind));
                const line = found[0]?.line;
                if (!found[0] || !found[1] || line === undefined)
                    continue;
                // `-` is LCOV's "the branch's line never ran"; 0 is "ran, branch not taken".
                const lineRan = hits(step) > 0 || found.some((o) => o.cases > 0);
                found.forEach((o, branch) => branches.push(`BRDA:${line},${block},${branch},${lineRan ? o.cases : '-'}`));
            }
        }
        for (const [line, count] of [...da.entries()].sort(([a], [b]) => a - b))
            lines.push(`DA:${line},${count}`);
        lines.push(`LF:${da.size}`, `LH:${[...da.values()].filter((count) => count > 0).length}`);
        lines.push(...branches, `BRF:${branches.length}`, `BRH:${branches.filter((b) => !/,(0|-)$/.test(b)).length}`, 'end_of_record');
        records.push(lines.join('\n'));
    }
    return records.length ? `${records.join('\n')}\n` : '';
}

// EXTERNAL MODULE: ./lib/reporters/report-files.js + 2 modules
var report_files = __webpack_require__(17760);
;// CONCATENATED MODULE: ./lib/reporters/lcov.js
/** CLI-29: workflow coverage as an LCOV file, naming each workflow.yaml from the working folder, where coverage services look from. */



function lcovReporter(ctx, options) {
    return {
        onRunEnd: ({ report, root }) => {
            const text = renderLcov(report, (definition) => (0,external_node_path_.relative)(ctx.cwd, (0,external_node_path_.join)(root, definition)).split(external_node_path_.sep).join('/'));
            (0,report_files/* writeFile */._h)(options.file, [text], ctx.cwd);
        },
    };
}

;// CONCATENATED MODULE: ./lib/reporters/index.js






const REPORTERS = {
    pretty: pretty/* prettyReporter */.WW,
    github: githubReporter,
    json: report_files/* jsonReporter */.G3,
    junit: report_files/* junitReporter */.Wf,
    'report-dir': report_files/* reportDirReporter */.Nv,
    html: htmlReporter,
    lcov: lcovReporter,
    summary: summaryReporter,
    'check-run': checkRunReporter,
};
function createReporters(choices, ctx) {
    return choices.map((choice) => REPORTERS[choice.name](ctx, choice.options));
}


/***/ }),

/***/ 75832:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dR: () => (/* binding */ colorFor),
  WW: () => (/* binding */ prettyReporter),
  up: () => (/* binding */ renderFooter),
  pv: () => (/* binding */ renderVersion)
});

// UNUSED EXPORTS: caseWarningLine, renderPretty

// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/timeline.js
const LONGEST_URL = 120;
/** `0 ms`, `250 ms`, `4 s`, `1.5 s`. */
function durationText(ms) {
    return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(3))} s`;
}
/** `given.http[2] (line 45)`. */
function mockText(mock) {
    return `${mock.list}[${mock.index}]${mock.line !== undefined ? ` (line ${mock.line})` : ''}`;
}
/** `path differs`, `method, path differ`, `times used up`. */
function mismatchText(nearest) {
    const fields = nearest.mismatched.filter((field) => field !== 'times');
    if (fields.length === 0)
        return 'times used up';
    return `${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'}`;
}
/** What became of a request: `200  given.http[1] (line 73)`, `unmocked, nearest given.http[2] (path differs, line 41)`. */
function requestOutcome(request) {
    if (request.error === 'http_unmocked') {
        const { nearest } = request;
        if (!nearest)
            return 'unmocked, no mock near it';
        return `unmocked, nearest ${nearest.list}[${nearest.index}] (${mismatchText(nearest)}${nearest.line !== undefined ? `, line ${nearest.line}` : ''})`;
    }
    const answer = request.status !== undefined ? String(request.status) : (request.error ?? 'no answer');
    return request.mock ? `${answer}  ${mockText(request.mock)}` : answer;
}
function shortUrl(url) {
    return url.length > LONGEST_URL ? `${url.slice(0, LONGEST_URL)}…` : url;
}
function requestLine(request) {
    return `${request.method} ${shortUrl(request.url)} → ${requestOutcome(request)}`;
}
const MARKS = { success: '✓', failure: '✗', skipped: '-' };
function stepLine(step) {
    const result = step.skipped ? `skipped (${step.skipped})` : step.result;
    const tries = step.attempts.length;
    const parts = [
        `${MARKS[step.result]} ${step.id}`,
        step.stubbed ? `${result}, stubbed` : result,
        ...(tries > 0 ? [`${tries} ${tries === 1 ? 'attempt' : 'attempts'}`] : []),
        `at ${durationText(step.start_ms)} for ${durationText(step.duration_ms)}`,
        ...(step.error ? [step.error.code] : []),
    ];
    return parts.join('  ');
}
/** The timeline's lines, unindented. */
function timelineLines(trace) {
    const lines = [];
    const byStep = new Map();
    for (const request of trace.requests)
        byStep.set(request.step, [...(byStep.get(request.step) ?? []), request]);
    // A library action's requests, and any made outside a step, come first.
    for (const request of byStep.get(null) ?? [])
        lines.push(requestLine(request));
    for (const step of trace.steps) {
        lines.push(stepLine(step));
        for (const request of byStep.get(step.id) ?? [])
            lines.push(`    ${requestLine(request)}`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./lib/reporters/pretty.js
/** The terminal reporter: each version, the cases that did not pass, their failed sentences. */



const plain = { ok: (t) => t, bad: (t) => t, dim: (t) => t, bold: (t) => t };
const colored = {
    ok: (t) => `\x1b[32m${t}\x1b[39m`,
    bad: (t) => `\x1b[31m${t}\x1b[39m`,
    dim: (t) => `\x1b[2m${t}\x1b[22m`,
    bold: (t) => `\x1b[1m${t}\x1b[22m`,
};
/** Colours for a terminal that shows them, unless NO_COLOR is set. */
function colorFor(stream, env) {
    return stream.isTTY === true && !env.NO_COLOR;
}
function caseLines(version, c, s) {
    const where = c.line !== undefined ? s.dim(` ${(0,reporters_text/* testsFile */.sF)(version)}:${c.line}`) : '';
    const lines = [`    ${s.bad(c.status === 'invalid' ? '! invalid' : c.status === 'not_run' ? '- not run' : '✗')} ${c.name}${where}`];
    for (const line of (0,reporters_text/* caseProblemLines */.dL)(version, c))
        lines.push(`        ${line}`);
    if (c.error && c.status === 'failed')
        lines.push(s.dim(`        run error: ${c.error.code}: ${c.error.message}`));
    // REPORT-17: what the run did, before what the checks found wrong with it.
    if (c.trace && c.status === 'failed') {
        lines.push(s.dim('        timeline:'));
        for (const line of timelineLines(c.trace))
            lines.push(s.dim(`          ${line}`));
    }
    for (const check of c.checks.filter((k) => !k.passed)) {
        lines.push(`        ${s.bad('✗')} ${check.sentence}`);
        if (check.expected !== undefined)
            lines.push(`            expected: ${check.expected}`);
        if (check.actual !== undefined)
            lines.push(`            actual:   ${check.actual}`);
    }
    return lines;
}
/** REPORT-18: `tests.json:12 given.http[1]: no request of the case used this mock (case "…")`. */
function caseWarningLine(version, c, warning) {
    return `${(0,reporters_text/* testsFile */.sF)(version)}${warning.line !== undefined ? `:${warning.line}` : ''} ${warning.path}: ${warning.message} (case "${c.name}")`;
}
/** REPORT-18: the version's coverage, what no case reached, and the test data no case used. */
function coverageLines(version, s) {
    const { coverage, cases } = version.report;
    const lines = [];
    if (coverage) {
        const below = coverage.minimum && !coverage.minimum.met ? s.bad(` below the minimum of ${coverage.minimum.percent} %`) : '';
        lines.push(`    coverage ${coverage.percent} % (${coverage.reached}/${coverage.total} outcomes)${below}`);
        for (const gap of coverage.missing)
            lines.push(s.dim(`      ${coverage.file}${gap.line !== undefined ? `:${gap.line}` : ''} ${gap.message}`));
    }
    for (const c of cases)
        for (const warning of c.warnings ?? [])
            lines.push(`    warning ${caseWarningLine(version, c, warning)}`);
    return lines;
}
function versionLines(version, s) {
    const { report } = version;
    const { summary } = report;
    const counts = [`${summary.passed}/${summary.total} passed`, summary.failed && `${summary.failed} failed`, summary.invalid && `${summary.invalid} invalid`, summary.not_run && `${summary.not_run} not run`]
        .filter(Boolean)
        .join(', ');
    const mark = report.passed ? s.ok('✓') : s.bad('✗');
    const lines = [`${mark} ${version.kind} ${s.bold(version.name)} ${s.dim(`(${version.path})`)}  ${counts}  ${s.dim(version.version_id.slice(0, 19))}`];
    lines.push(...coverageLines(version, s));
    if (report.passed)
        return lines;
    for (const problem of report.problems)
        lines.push(`    ${s.bad('problem')} ${(0,problems/* formatProblem */.V)(problem)}`);
    for (const c of report.cases)
        if (c.status !== 'passed')
            lines.push(...caseLines(version, c, s));
    for (const missing of report.minimum.missing) {
        lines.push(`    ${s.bad('minimum')} ${missing.message}`);
        lines.push(`        fix: ${missing.fix}`);
    }
    return lines;
}
/** One version as the terminal shows it, printed as soon as it finishes. */
function renderVersion(version, s = plain) {
    return `${versionLines(version, s).join('\n')}\n`;
}
/** The run's closing lines: the counts and the verdict. */
function renderFooter(report, seconds, s = plain) {
    const lines = [];
    if (report.versions.length === 0)
        lines.push('No workflow or action versions were found (folders holding workflow.yaml or action.yaml).');
    const passedVersions = report.versions.filter((v) => v.report.passed).length;
    const { summary } = report;
    lines.push('');
    lines.push(`Versions: ${passedVersions} passed, ${report.versions.length - passedVersions} failed · Cases: ${summary.passed} passed, ${summary.failed} failed, ${summary.invalid} invalid, ${summary.not_run} not run · ${seconds.toFixed(2)} s`);
    lines.push(report.passed ? s.ok('PASS: every report passed') : s.bad('FAIL: not every report passed'));
    return `${lines.join('\n')}\n`;
}
function renderPretty(report, seconds, s = plain) {
    return report.versions.map((version) => renderVersion(version, s)).join('') + renderFooter(report, seconds, s);
}
/**
 * The terminal reporter: each version as it finishes, then the counts and the verdict.
 * A root with no version says so in one line of its door's, unless it was let pass.
 */
function prettyReporter(ctx) {
    const s = ctx.color ? colored : plain;
    return {
        onVersionEnd: (version) => ctx.io.stdout(renderVersion(version, s)),
        onRunEnd: (end) => {
            if (!end.empty || end.allowedEmpty)
                ctx.io.stdout(renderFooter(end.report, end.seconds, s));
        },
    };
}


/***/ }),

/***/ 17760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G3: () => (/* binding */ jsonReporter),
  Wf: () => (/* binding */ junitReporter),
  Nv: () => (/* binding */ reportDirReporter),
  Vh: () => (/* binding */ reportFilesOf),
  _h: () => (/* binding */ writeFile)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./lib/reporters/json.js
/**
 * A JSON report in pieces, an item of its top-level lists at a time (a run's versions, a
 * version's cases): the same text as `JSON.stringify(report, null, 2)` and a newline,
 * without the whole report's text in memory at once (tens of MB for ten thousand cases).
 */
const indented = (json, by) => json.replaceAll('\n', `\n${by}`);
function* arrayPieces(items) {
    yield '[';
    for (let at = 0; at < items.length; at += 1) {
        // As JSON.stringify does: what has no JSON form is null inside a list.
        const json = JSON.stringify(items[at], null, 2) ?? 'null';
        yield `${at === 0 ? '' : ','}\n    ${indented(json, '    ')}`;
    }
    yield '\n  ]';
}
function* jsonReportPieces(report) {
    // As JSON.stringify does: members that have no JSON form are left out.
    const members = Object.entries(report).filter(([, value]) => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol');
    if (members.length === 0) {
        yield '{}\n';
        return;
    }
    yield '{';
    for (let at = 0; at < members.length; at += 1) {
        const [key, value] = members[at];
        yield `${at === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
        if (Array.isArray(value) && value.length > 0)
            yield* arrayPieces(value);
        else
            yield indented(JSON.stringify(value, null, 2), '  ');
    }
    yield '\n}\n';
}

// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/junit.js
/**
 * JUnit XML (CLI-06): one testsuite per version, one testcase per case, failures with their sentences.
 * Only what Jenkins' junit-10.xsd allows, the schema test-report tools check files against:
 * `skipped` is an attribute of a testsuite but not of testsuites.
 */


function xml(text) {
    return text
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
function failureText(version, c) {
    const lines = (0,reporters_text/* caseProblemLines */.dL)(version, c);
    for (const check of c.checks.filter((k) => !k.passed)) {
        lines.push(check.sentence);
        if (check.expected !== undefined)
            lines.push(`  expected: ${check.expected}`);
        if (check.actual !== undefined)
            lines.push(`  actual:   ${check.actual}`);
    }
    return lines.join('\n');
}
function testcase(version, c) {
    const open = `    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="${xml(c.name)}" time="${(c.duration_ms / 1000).toFixed(3)}"`;
    if (c.status === 'passed')
        return `${open}/>`;
    const text = xml(failureText(version, c));
    if (c.status === 'not_run')
        return `${open}>\n      <skipped message="${xml(c.problems?.[0]?.message ?? 'not run')}"/>\n    </testcase>`;
    const tag = c.status === 'invalid' ? 'error' : 'failure';
    const first = c.status === 'invalid' ? 'invalid case' : (c.checks.find((k) => !k.passed)?.sentence ?? 'failed');
    return `${open}>\n      <${tag} message="${xml(first)}" type="${c.status}">${text}</${tag}>\n    </testcase>`;
}
function testsuite(version) {
    const { report } = version;
    const extra = [];
    for (const p of report.problems)
        extra.push((0,problems/* formatProblem */.V)(p));
    for (const m of report.minimum.missing)
        extra.push(`minimum: ${m.message} fix: ${m.fix}`);
    const cases = report.cases.map((c) => testcase(version, c));
    if (extra.length) {
        cases.push(`    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="version checks" time="0">\n      <failure message="the version does not pass its checks" type="version">${xml(extra.join('\n'))}</failure>\n    </testcase>`);
    }
    const counts = { tests: cases.length, failures: report.summary.failed + (extra.length ? 1 : 0), errors: report.summary.invalid, skipped: report.summary.not_run };
    const text = [
        `  <testsuite name="${xml(`${version.kind} ${version.name}`)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${(report.duration_ms / 1000).toFixed(3)}" timestamp="${xml(report.ran_at)}">`,
        `    <properties><property name="version_id" value="${xml(version.version_id)}"/><property name="path" value="${xml(version.path)}"/></properties>`,
        ...cases,
        '  </testsuite>',
    ].join('\n');
    return { counts, text };
}
function renderJunit(report) {
    const suites = report.versions.map(testsuite);
    // The totals are the suites' own counts added up, "version checks" testcases included.
    const total = { tests: 0, failures: 0, errors: 0 };
    for (const { counts } of suites)
        for (const key of Object.keys(total))
            total[key] += counts[key];
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="flowgate" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}">`,
        ...suites.map((s) => s.text),
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./lib/reporters/report-files.js
/**
 * The report files every front door writes: the JSON report, JUnit, and one report per
 * version under a folder (`DIR/<kind>s/<name>/report.json`). Paths are taken from `cwd`.
 */




/** Writes the pieces to `path` (from `cwd`), making its folder as needed; returns the file's full path. */
function writeFile(path, pieces, cwd) {
    const target = (0,external_node_path_.resolve)(cwd, path);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
    const fd = (0,external_node_fs_.openSync)(target, 'w');
    try {
        for (const piece of pieces)
            (0,external_node_fs_.writeSync)(fd, piece);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return target;
}
/** The `--json`, `--junit` and `--report-dir` flags of `flowgate test` and `merge-reports`. */
function reportFilesOf(flags) {
    const text = (name) => (typeof flags[name] === 'string' ? flags[name] : undefined);
    const files = {};
    for (const [key, flag] of [['json', 'json'], ['junit', 'junit'], ['reportDir', 'report-dir']]) {
        const value = text(flag);
        if (value !== undefined)
            files[key] = value;
    }
    return files;
}
/** The JSON report: to FILE, or to standard output without one. */
function jsonReporter(ctx, options = {}) {
    return {
        onRunEnd: ({ report }) => {
            if (options.file !== undefined)
                writeFile(options.file, jsonReportPieces(report), ctx.cwd);
            else
                for (const piece of jsonReportPieces(report))
                    ctx.io.stdout(piece);
        },
    };
}
/** JUnit XML to FILE. */
function junitReporter(ctx, options) {
    return { onRunEnd: ({ report }) => void writeFile(options.file, [renderJunit(report)], ctx.cwd) };
}
/** Each version's report as `DIR/<kind>s/<name>/report.json`, written as the version finishes. */
function reportDirReporter(ctx, options) {
    return {
        onVersionEnd: (version) => void writeFile((0,external_node_path_.join)(options.dir, `${version.kind}s`, version.name, 'report.json'), jsonReportPieces(version.report), ctx.cwd),
    };
}


/***/ }),

/***/ 38079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ caseProblemInList),
/* harmony export */   dL: () => (/* binding */ caseProblemLines),
/* harmony export */   nB: () => (/* binding */ pathMessage),
/* harmony export */   sF: () => (/* binding */ testsFile)
/* harmony export */ });
/* harmony import */ var _definitions_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83512);
/** How every reporter shows a problem and where a version's tests file is. */

/** `PATH: MESSAGE`, or the message alone when there is no path. */
function pathMessage(problem) {
    return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}
/** The version's tests.json, relative to the root. */
function testsFile(version) {
    return `${version.path === '.' ? '' : `${version.path}/`}tests.json`;
}
/**
 * A problem of an invalid case as the problem of tests.json that `validate` reports for
 * it: its path from the list's root (`[2].expect.payload`), the way the intake wrote it
 * before the report put it inside the case (pathInCase).
 */
function caseProblemInList(version, c, problem) {
    return {
        file: testsFile(version),
        ...(problem.line !== undefined ? { line: problem.line } : {}),
        ...(problem.col !== undefined ? { col: problem.col } : {}),
        path: pathInList(c.index, problem.path),
        message: problem.message,
    };
}
function pathInList(index, pathInCase) {
    if (index === undefined)
        return pathInCase;
    if (pathInCase === '')
        return `[${index}]`;
    return pathInCase.startsWith('[') ? `[${index}]${pathInCase}` : `[${index}].${pathInCase}`;
}
/**
 * Each problem of a case as one line: an invalid case's as `FILE:LINE[:COL] PATH: MESSAGE`,
 * the same line `validate` prints (CLI-19); why a case did not run as its message.
 */
function caseProblemLines(version, c) {
    const problems = c.problems ?? [];
    return c.status === 'invalid' ? problems.map((p) => (0,_definitions_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .V)(caseProblemInList(version, c, p))) : problems.map(pathMessage);
}


/***/ }),

/***/ 47843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   e: () => (/* binding */ renderRunLog)
/* harmony export */ });
const MARKS = { success: 'ok', failure: 'FAILED', skipped: 'skipped' };
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(2)} s`;
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
function stepLines(input) {
    const entries = Object.entries(input.result.steps);
    const width = Math.max(4, ...entries.map(([id]) => id.length));
    return entries.map(([id, record]) => {
        const duration = input.durations.get(id);
        const timing = record.result === 'skipped' || duration === undefined ? '' : formatDuration(duration);
        const error = record.error ? `  ${record.error.code}: ${record.error.message}` : '';
        return `  ${id.padEnd(width)}  ${MARKS[record.result].padEnd(7)}  ${timing.padStart(9)}${error}`.trimEnd();
    });
}
function snapshotText(line) {
    switch (line.kind) {
        case 'none':
            return undefined;
        case 'dry_run':
            return `snapshots: read for ${line.steps.join(', ')}; not saved (dry run)`;
        case 'not_saved':
            return `snapshots: not saved for ${line.steps.join(', ')}: the run did not succeed, so the next run reports the same changes again`;
        case 'saved': {
            const parts = [];
            if (line.saved.length)
                parts.push(`saved for ${line.saved.join(', ')}`);
            if (line.superseded.length)
                parts.push(`kept another run's newer snapshot for ${line.superseded.join(', ')}`);
            return parts.length ? `snapshots: ${parts.join('; ')}` : undefined;
        }
        case 'failed':
            return `snapshots: could not be saved for ${line.steps.join(', ')} (${line.reason}); the next run reports the same changes again`;
    }
}
function renderRunLog(input) {
    const lines = [];
    const mode = input.dryRun ? ', dry run' : '';
    lines.push(`flowgate run ${input.workflow} (${input.folder}): environment ${input.environment}, trigger ${input.trigger}${mode}`);
    lines.push(`run ${input.runId}`);
    for (const warning of input.warnings)
        lines.push(`warning: ${warning}`);
    lines.push('', 'steps:', ...stepLines(input));
    if (input.logLines.length)
        lines.push('', 'log:', ...input.logLines.map((line) => `  ${line}`));
    lines.push('');
    if (input.stateKeysWritten > 0) {
        lines.push(input.dryRun ? `state: ${plural(input.stateKeysWritten, 'key')} set in this run only (dry run: nothing saved)` : `state: ${plural(input.stateKeysWritten, 'key')} saved`);
    }
    const snapshots = snapshotText(input.snapshots);
    if (snapshots)
        lines.push(snapshots);
    const emails = input.result.emails.length;
    if (emails > 0) {
        lines.push(input.dryRun ? `emails: ${plural(emails, 'email')} not written (dry run)` : `emails: ${plural(input.emailsWritten.length, 'email')} written to ${input.outboxFolder}`);
    }
    const error = input.result.error;
    const ending = error ? `outcome: error in step ${error.step ?? '(run)'}: ${error.code}` : `outcome: ${input.result.outcome}`;
    lines.push(`${ending} (${formatDuration(input.totalMs)})`);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
