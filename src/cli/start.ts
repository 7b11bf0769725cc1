/** The command as a process: its arguments, standard streams and environment in, its exit status out. */
import { main } from './main.js';

export async function startCli(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
  });
}
