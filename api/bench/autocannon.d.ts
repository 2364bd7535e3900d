// The slice of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    '2xx': number;
    errors: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** A falsy answer starts the sequence again from the first request. */
      setupRequest?: (
        req: { path: string; body?: string; headers?: Record<string, string> },
        context: Record<string, unknown>,
      ) => { path: string; body?: string; headers?: Record<string, string> } | null;
      /** Runs on each response; what it stores in `context` the next request's setupRequest reads. */
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
