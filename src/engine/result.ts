/** The result document of a run (test-cases.md §2.11): what payload checks read. */
export type Outcome = 'success' | 'skip' | 'error';
export type StepResult = 'success' | 'failure' | 'skipped';

export interface ErrorInfo {
  code: string;
  message: string;
}

export interface RunError extends ErrorInfo {
  step: string | null;
}

export interface StepRecord {
  result: StepResult;
  outputs: unknown;
  error: ErrorInfo | null;
}

export interface AttachmentRecord {
  name: string;
  content_type: string;
  size_bytes: number;
}

export interface EmailRecord {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  attachments: AttachmentRecord[];
}

export interface ArtifactRecord {
  name: string;
  content_type: string;
  size_bytes: number;
  step: string | null;
}

export interface ResultDocument {
  outcome: Outcome;
  steps: Record<string, StepRecord>;
  emails: EmailRecord[];
  state: Record<string, unknown>;
  artifacts: ArtifactRecord[];
  error: RunError | null;
  /** Action tests only: the value the action returned (RESULT-12). */
  output?: unknown;
}
