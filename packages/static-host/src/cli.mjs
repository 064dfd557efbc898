#!/usr/bin/env node
// Serves a remote's built folder: `academy-static-host [dir] [--port N]` (PORT env wins).
import path from 'node:path';
import { createStaticHost, listen } from './index.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = Number(process.env.PORT ?? (portFlag >= 0 ? args[portFlag + 1] : 8080));
const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'dist');
listen(createStaticHost({ dir }), port, path.basename(path.dirname(dir)));
