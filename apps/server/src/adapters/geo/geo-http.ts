/*
 * The HTTP side of the Google and OSM providers: one JSON request (GET, or POST with a JSON body)
 * with a timeout, an optional User-Agent, and a schema check of the answer. Every failure (network,
 * timeout, HTTP status, not JSON, unexpected shape) is logged as a warning and answered with null,
 * never thrown.
 */
import type { z } from 'zod';

/** The part of a logger the geo adapter uses; Fastify's `app.log` (pino) fits. */
export interface GeoLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export const consoleGeoLogger: GeoLogger = {
  warn: (details, message) => console.warn(message, details),
};

/** Query parameters that must never reach a log line. */
const SECRET_PARAMS = ['key'];

/** The URL as it may be logged: secrets replaced. */
export function redactUrl(url: URL): string {
  const copy = new URL(url);
  for (const name of SECRET_PARAMS) if (copy.searchParams.has(name)) copy.searchParams.set(name, 'redacted');
  return copy.toString();
}

export interface GeoHttpOptions {
  provider: string;
  fetch: typeof fetch;
  logger: GeoLogger;
  timeoutMs: number;
  userAgent?: string;
}

export interface GeoRequest {
  /** Sent as JSON with POST; without it the request is a GET. */
  body?: unknown;
  headers?: Record<string, string>;
  quietStatuses?: number[];
}

export class GeoHttp {
  constructor(private readonly options: GeoHttpOptions) {}

  warn(message: string, details: Record<string, unknown>): void {
    this.options.logger.warn({ geoProvider: this.options.provider, ...details }, message);
  }

  /**
   * Sends the request and checks the JSON answer against `schema`; null (with a warning) on any
   * failure. A status listed in `quietStatuses` (say 404 for an unknown place) is null without one.
   */
  async json<S extends z.ZodType>(url: URL, schema: S, init: GeoRequest = {}): Promise<z.output<S> | null> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (this.options.userAgent) headers['user-agent'] = this.options.userAgent;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.options.fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.warn(timedOut ? 'geo request timed out' : 'geo request failed', {
        url: redactUrl(url),
        error: error instanceof Error ? error.message : String(error),
        timeoutMs: timedOut ? this.options.timeoutMs : undefined,
      });
      return null;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      this.warn('geo response could not be read', {
        url: redactUrl(url),
        status: response.status,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
    if (!response.ok) {
      if (init.quietStatuses?.includes(response.status)) return null;
      this.warn('geo request answered with an error status', {
        url: redactUrl(url),
        status: response.status,
        body: text.slice(0, 300),
      });
      return null;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      this.warn('geo response is not JSON', { url: redactUrl(url), body: text.slice(0, 300) });
      return null;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      this.warn('geo response has an unexpected shape', {
        url: redactUrl(url),
        issue: parsed.error.issues[0]?.message,
        path: parsed.error.issues[0]?.path.join('.'),
      });
      return null;
    }
    return parsed.data;
  }
}

/** A coordinate as upstream query strings expect it: plain decimal, never exponent notation. */
export const coordinate = (value: number): string => value.toFixed(6);

/** `base` (which may carry a path, as a self-hosted service behind a proxy does) plus `path`. */
export const endpoint = (base: string, path: string): URL => new URL(`${base.replace(/\/+$/, '')}${path}`);
