/** What a reporter is given by the door that asked for it. */

/** A place in a file with a message, as GitHub annotates it. */
export interface Annotation {
  file: string;
  line?: number;
  col?: number;
  title: string;
  message: string;
}

/** The GitHub job around the Action: its log's annotations, job summary, outputs and checks. The Action door provides it. */
export interface GitHubPort {
  annotate(level: 'error' | 'warning' | 'notice', message: string, place?: Partial<Pick<Annotation, 'title' | 'file' | 'line' | 'col'>>): void;
  writeSummary(markdown: string): Promise<void>;
  setOutput(name: string, value: string): void;
  /** Creates the completed check run and returns its page's address; throws when the token may not. */
  createCheckRun?(content: { name: string; passed: boolean; title: string; summary: string; annotations: readonly Annotation[] }): Promise<{ url: string }>;
}

export interface ReporterContext {
  /** Where the file names given to reporters are taken from. */
  cwd: string;
  io: { stdout(text: string): void; stderr(text: string): void };
  env: Readonly<Record<string, string | undefined>>;
  /** The terminal shows colours. */
  color?: boolean;
  /** Only inside the Action. */
  github?: GitHubPort;
  /** Told the full path of every file a reporter writes, so the door can name them (CLI-35). */
  wrote?: (path: string) => void;
}
