// What the static host CLI is told: `[dir] [--port N]` (PORT env wins). Its preload reads it too
// (the unit names its traces).
import path from 'node:path';

export function cliOptions(args = process.argv.slice(2), env = process.env) {
  const portFlag = args.indexOf('--port');
  const port = Number(env.PORT ?? (portFlag >= 0 ? args[portFlag + 1] : 8080));
  const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'dist');
  // the folder the build sits in: mf-quiz for mf-quiz/dist
  return { port, dir, unit: path.basename(path.dirname(dir)) };
}
