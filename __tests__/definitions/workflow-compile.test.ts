import { describe, expect, it } from 'vitest';
import { compileText, workflow } from '../helpers/workflow.js';

const problemsOf = (text: string) => compileText(text).problems;

describe('save-time checks of a workflow', () => {
  it('WF-15 a misspelt field is refused with its path and line', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/evaluate@v1\n    wiht: { expression: 1 }\n'));
    expect(problems).toContainEqual(expect.objectContaining({ path: 'steps[0].wiht', line: 7 }));
  });

  it('ACT-01 ACT-03 an unknown action input is refused at save time with its path', () => {
    const problems = problemsOf(workflow('  - id: fetch\n    uses: platform/http.request@v1\n    with:\n      urll: https://a.example\n'));
    expect(problems.map((p) => p.path)).toContain('steps[0].with.urll');
    expect(problems.find((p) => p.path === 'steps[0].with.urll')?.line).toBe(8);
  });

  it('ACT-03 a literal input that breaks a rule is refused; an expression in its place is not judged yet', () => {
    expect(problemsOf(workflow('  - id: w\n    uses: platform/wait@v1\n    with: { seconds: 90 }\n')).map((p) => p.path)).toEqual(['steps[0].with.seconds']);
    expect(problemsOf(workflow('  - id: w\n    uses: platform/wait@v1\n    with: { seconds: "${{ vars.n }}" }\n'))).toEqual([]);
  });

  it('ACT-03 a missing required input is named', () => {
    const problems = problemsOf(workflow('  - id: w\n    uses: platform/wait@v1\n'));
    expect(problems[0]?.message).toContain('seconds');
  });

  it('WF-14 an unknown platform action is refused with the step named', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/teleport@v1\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].uses', line: 6 })]);
    expect(problems[0]!.message).toContain('unknown action platform/teleport@v1');
  });

  it('WF-14 a misspelt platform action gets a suggestion', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/http.requets@v1\n    with: { url: x }\n'));
    expect(problems[0]!.message).toContain('did you mean platform/http.request@v1?');
  });

  it('LIB-03 a library action that the repository does not have is refused', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: library/crm-upsert@3\n'));
    expect(problems[0]!.message).toContain('no library action crm-upsert version 3');
  });

  it('WF-10 a duplicate step id is refused at the second step', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/wait@v1\n    with: { seconds: 1 }\n  - id: a\n    uses: platform/wait@v1\n    with: { seconds: 1 }\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[1].id', line: 8 })]);
    expect(problems[0]!.message).toContain("duplicate step id 'a'");
  });

  it('EXPR-25 an unknown function is refused naming the step and field', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: "${{ lenght(trigger.body) }}" }\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].with.expression', code: 'expression_error' })]);
    expect(problems[0]!.message).toContain('lenght');
  });

  it('EXPR-26 bad expression syntax is refused naming the step and field', () => {
    const problems = problemsOf(workflow('  - id: a\n    if: ${{ 1 + }}\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].if', line: 6 })]);
  });

  it('WF-30 reading a step that does not come earlier is refused', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: "${{ steps.b.outputs.x }}" }\n  - id: b\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n'));
    expect(problems[0]!.message).toContain('steps.b');
  });

  it('WF-13 a step with both uses and script is refused', () => {
    expect(problemsOf(workflow('  - id: a\n    uses: platform/wait@v1\n    script: return {}\n')).length).toBeGreaterThan(0);
  });

  it('AUTH-06 a connection slot the action does not have is refused', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/http.request@v1\n    connections: { target: crm }\n    with: { url: /x }\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].connections.target' })]);
  });

  it('EMAIL-12 html with an expression is refused at save time with html_expression', () => {
    const problems = problemsOf(workflow('  - id: m\n    uses: platform/email.send@v1\n    with:\n      to: [a@b.example]\n      subject: Hi\n      html: "<p>${{ trigger.body.x }}</p>"\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].with.html', code: 'html_expression' })]);
  });

  it('HTTP-10 json and body together are refused at save time', () => {
    const problems = problemsOf(workflow('  - id: a\n    uses: platform/http.request@v1\n    with: { url: "https://a.example", json: {}, body: x }\n'));
    expect(problems.map((p) => p.path)).toContain('steps[0].with.json');
  });

  it('a valid workflow compiles to a plan with every step', () => {
    const { plan, problems } = compileText(workflow('  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: "${{ secrets.KEY }}" }\n'));
    expect(problems).toEqual([]);
    expect(plan?.steps.map((s) => s.id)).toEqual(['a']);
    expect([...plan!.secretNames]).toEqual(['KEY']);
  });
});

describe('save-time messages of action inputs', () => {
  it('ACT-06 WAIT-01 a wrong type names the expected type', () => {
    const problems = compileText(workflow('  - id: w\n    uses: platform/wait@v1\n    with: { seconds: 1.5 }\n')).problems;
    expect(problems[0]!.message).toBe('must be an integer');
  });
});

describe('literal inputs judged at save time as at run time', () => {
  it('ACT-03 EMAIL-18 EMAIL-19 a literal address with a display name or an IP host is refused at save time', () => {
    const text = workflow('  - id: m\n    uses: platform/email.send@v1\n    with:\n      to: ["Ann <ann@a.example>", "ok@a.example", "${{ trigger.body.email }}"]\n      cc: [bob@127.0.0.1]\n      subject: Hi\n      text: x\n');
    expect(compileText(text).problems.map((p) => p.path)).toEqual(['steps[0].with.to[0]', 'steps[0].with.cc[0]']);
  });

  it('ACT-03 HTTP-20 HTTP-21 HTTP-22 forbidden and multi-line literal headers are refused at save time', () => {
    const text = workflow('  - id: h\n    uses: platform/http.request@v1\n    with:\n      url: https://a.example\n      headers: { Authorization: x, Host: y, X-Note: "a\\nb", X-Ok: fine }\n');
    expect(compileText(text).problems.map((p) => p.path)).toEqual(['steps[0].with.headers.Authorization', 'steps[0].with.headers.Host', "steps[0].with.headers['X-Note']"]);
  });
});

describe('the concurrency key', () => {
  it('WF-06 is read before any step runs, so it cannot read step outputs', () => {
    const text = 'name: t\non:\n  webhook: {}\nconcurrency: { key: "${{ steps.a.outputs.result }}" }\nsteps:\n  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n';
    expect(compileText(text).problems).toEqual([expect.objectContaining({ path: 'concurrency.key' })]);
    expect(compileText(text.replace('steps.a.outputs.result', 'trigger.body.customer')).problems).toEqual([]);
  });
});
