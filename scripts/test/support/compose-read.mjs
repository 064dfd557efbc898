// docker-compose.yml and Dockerfiles read as compose and docker read them: variables expanded as
// with nothing set, environment and ports in either form, one stage of a Dockerfile. Shared by the
// compose check (compose-file.mjs) and its front door part (compose-front-door.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { root } from '../../composition.mjs';

const composePath = path.join(root, 'docker-compose.yml');

/**
 * `${VAR:-default}` / `${VAR-default}` / `${VAR}` as compose would expand them with VAR unset;
 * a required `${VAR:?message}` counts as empty.
 */
export function interpolate(value) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-?])([^}]*))?\}/g, (_, _name, kind, text) =>
    kind === '-' ? text : '',
  );
}

/** Every variable docker-compose.yml reads (`${NAME...}` outside comments). */
export function composeVariables(text) {
  const body = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  return [...new Set([...body.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]))].sort();
}

export function loadCompose(text = readFileSync(composePath, 'utf8')) {
  return parse(text, { merge: true });
}

/** environment as a plain object, from either the map or the list (`- NAME=value`) form */
export function environmentOf(service) {
  const env = service?.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((e) => {
        const i = String(e).indexOf('=');
        return i < 0 ? [String(e), ''] : [String(e).slice(0, i), interpolate(String(e).slice(i + 1))];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v == null ? '' : String(v))]));
}

/** published ports as [{ host, container }], from the short ('1337:1337') or long form */
export function publishedPorts(service) {
  return (service?.ports ?? []).map((p) => {
    if (typeof p === 'object') return { host: Number(p.published), container: Number(p.target) };
    const parts = interpolate(String(p)).split('/')[0].split(':');
    const container = Number(parts.at(-1));
    return { host: parts.length > 1 ? Number(parts.at(-2)) : container, container };
  });
}

/**
 * The lines of one stage of a multi-stage Dockerfile (`target`, or the last stage), with
 * continuation lines joined and `${ARG}` / `$ARG` replaced by the build args (over the ARG
 * defaults), or null when there is no such stage.
 */
export function dockerStage(text, target, args = {}) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1], lines: [line] });
    else if (stages.length) stages.at(-1).lines.push(line);
  }
  const stage = target ? stages.find((st) => st.name === target) : stages.at(-1);
  if (!stage) return null;
  const values = {};
  for (const line of stage.lines) {
    const arg = /^ARG\s+([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(line.trim());
    if (arg) values[arg[1]] = args?.[arg[1]] !== undefined ? interpolate(String(args[arg[1]])) : (arg[2] ?? '');
  }
  const expand = (line) =>
    line.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, a, b) => values[a ?? b] ?? m);
  return stage.lines.map(expand);
}

/** The Dockerfile's exec-form CMD (last one wins), or null. */
export function dockerCmd(text) {
  const cmds = [...text.matchAll(/^CMD\s+(\[.*\])\s*$/gm)];
  return cmds.length ? JSON.parse(cmds.at(-1)[1]) : null;
}
