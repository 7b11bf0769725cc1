/**
 * Request matching shared by HTTP mocks (test-cases.md §2.3) and `http_calls` checks
 * (§2.9, "matched as in mocks").
 */
export interface RequestMatch {
  method?: string;
  url?: string;
  url_contains?: string;
  path?: string;
  body_contains?: string;
}

export interface MatchableRequest {
  method: string;
  url: string;
  body: string;
}

type Field = keyof RequestMatch;

/** MOCK-04: how much each set field adds to a mock's specificity. */
export const FIELD_SCORES: Readonly<Record<Field, number>> = {
  url: 4,
  path: 2,
  url_contains: 1,
  method: 1,
  body_contains: 1,
};

const FIELD_TESTS: Readonly<Record<Field, (expected: string, request: MatchableRequest) => boolean>> = {
  method: (expected, request) => expected.toUpperCase() === request.method.toUpperCase(),
  url: (expected, request) => expected === request.url,
  url_contains: (expected, request) => request.url.includes(expected),
  path: (expected, request) => pathMatches(expected, request.url),
  body_contains: (expected, request) => request.body.includes(expected),
};

/** MOCK-09/MOCK-10: a path with `?` compares the query too. */
function pathMatches(expected: string, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (expected.includes('?')) return parsed.pathname + parsed.search === expected;
  return parsed.pathname === expected;
}

/** The fields of `match` that the request does not satisfy (empty when it matches: MOCK-02). */
export function mismatchedFields(match: RequestMatch, request: MatchableRequest): Field[] {
  const misses: Field[] = [];
  for (const field of Object.keys(FIELD_TESTS) as Field[]) {
    const expected = match[field];
    if (expected !== undefined && !FIELD_TESTS[field](expected, request)) misses.push(field);
  }
  return misses;
}

export function matchesRequest(match: RequestMatch, request: MatchableRequest): boolean {
  return mismatchedFields(match, request).length === 0;
}

/** MOCK-03/MOCK-04: the specificity score of a match. */
export function specificity(match: RequestMatch): number {
  let score = 0;
  for (const field of Object.keys(FIELD_SCORES) as Field[]) {
    if (match[field] !== undefined) score += FIELD_SCORES[field];
  }
  return score;
}
