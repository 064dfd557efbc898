export interface ReceivedSpan {
  service: string | undefined;
  scope: string | undefined;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  requests(): number;
  waitFor(done: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

export const spanKinds: { internal: 1; server: 2; client: 3 };
export function startOtlpReceiver(options?: { port?: number }): Promise<OtlpReceiver>;
