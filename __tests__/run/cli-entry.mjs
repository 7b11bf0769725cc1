// The flowgate command from the TypeScript sources, for tests that need it as a process.
const { main } = await import(new URL('../../src/cli/main.ts', import.meta.url).href);
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  stdin: process.stdin,
});
