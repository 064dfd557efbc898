import type { Recorded, Sample } from './load.ts';

export interface SoakReport {
  users: number;
  durationS: number;
  requests: number;
  byKind: Record<string, number>;
  ok2xx: number;
  client4xx: number;
  server5xxOutside: number;
  networkErrorsOutside: number;
  failuresInsideOutages: number;
  maxLatencyMs: number;
  p99LatencyMs: number;
  p50LatencyMs: number;
  throughputRps: number;
  memory: Array<{ process: string; rssStartMb: number; rssEndMb: number }>;
  recoveries: Array<{ fault: string; downMs: number; recoveredInMs: number; readyAfter: boolean }>;
  writes: {
    favouritesChecked: number;
    favouritesLost: number;
    pointsUsersChecked: number;
    pointsLost: number;
    pointsCreditedAcknowledged: number;
    quizFinishes: number;
    couponRedeems: number;
  };
  outsideFailureSamples: string[];
  outages: string[];
}

export type Outage = { start: number; end: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The figures of a run: requests inside and outside the outages, latency, throughput. */
export function summarize(
  run: { users: number; startedAt: number; endedAt: number; outages: Outage[]; recorded: Recorded },
  rest: Pick<SoakReport, 'memory' | 'recoveries' | 'writes'>,
): SoakReport {
  const { samples } = run.recorded;
  const { startedAt, endedAt, outages } = run;
  const inOutage = (sample: Sample) =>
    outages.some(
      (o) => (sample.start >= o.start && sample.start <= o.end) || (sample.end >= o.start && sample.end <= o.end),
    );
  const latencies = samples.filter((s) => s.status !== 0).map((s) => s.end - s.start);
  latencies.sort((a, b) => a - b);
  const outside = samples.filter((s) => !inOutage(s));
  const byKind: Record<string, number> = {};
  for (const sample of samples) byKind[sample.kind] = (byKind[sample.kind] ?? 0) + 1;
  const failuresOutside = outside.filter((s) => s.status === 0 || s.status >= 500);
  return {
    users: run.users,
    durationS: Math.round((endedAt - startedAt) / 1000),
    requests: samples.length,
    byKind,
    ok2xx: samples.filter((s) => s.status >= 200 && s.status < 300).length,
    client4xx: samples.filter((s) => s.status >= 400 && s.status < 500).length,
    server5xxOutside: outside.filter((s) => s.status >= 500).length,
    networkErrorsOutside: outside.filter((s) => s.status === 0).length,
    failuresInsideOutages: samples.filter((s) => inOutage(s) && (s.status === 0 || s.status >= 500)).length,
    maxLatencyMs: Math.round(latencies.at(-1) ?? 0),
    p99LatencyMs: Math.round(percentile(latencies, 99)),
    p50LatencyMs: Math.round(percentile(latencies, 50)),
    throughputRps: Math.round(samples.length / ((endedAt - startedAt) / 1000)),
    ...rest,
    outsideFailureSamples: failuresOutside
      .slice(0, 5)
      .map(
        (s) =>
          `${s.kind} ${s.status}${s.error ? ` ${s.error}` : ''} ${Math.round(s.start - startedAt)}-${Math.round(s.end - startedAt)} ms`,
      ),
    outages: outages.map((o) => `${Math.round(o.start - startedAt)}-${Math.round(o.end - startedAt)} ms`),
  };
}

export function formatReport(report: SoakReport): string {
  const lines = [
    `users ${report.users}, ${report.durationS} s, ${report.requests} requests (${Object.entries(report.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}), ${report.throughputRps} req/s`,
    `2xx ${report.ok2xx}, 4xx ${report.client4xx}, 5xx outside the outages ${report.server5xxOutside}, network errors outside ${report.networkErrorsOutside}, failed inside the outages ${report.failuresInsideOutages}`,
    `latency p50 ${report.p50LatencyMs} ms, p99 ${report.p99LatencyMs} ms, max ${report.maxLatencyMs} ms`,
    ...report.memory.map((m) => `memory (${m.process}): RSS ${m.rssStartMb} MB -> ${m.rssEndMb} MB`),
    ...report.recoveries.map(
      (r) => `${r.fault}: ready again ${r.readyAfter ? 'yes' : 'NO'}, ${r.recoveredInMs} ms after it came back`,
    ),
    `writes: ${report.writes.favouritesChecked} favourites checked, ${report.writes.favouritesLost} lost; ${report.writes.pointsUsersChecked} balances checked (${report.writes.quizFinishes} quiz finishes, ${report.writes.couponRedeems} coupon redeems, ${report.writes.pointsCreditedAcknowledged} points acknowledged), ${report.writes.pointsLost} wrong`,
  ];
  if (report.outsideFailureSamples.length)
    lines.push(
      `first failures outside (outages ${report.outages.join(', ')}): ${report.outsideFailureSamples.join('; ')}`,
    );
  return lines.join('\n');
}
