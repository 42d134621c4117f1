/*
 * The print agent's protocol (decision 0084): socket.io at PRINT_AGENT_PATH, the printer's token in
 * the handshake's `auth.token`; the server emits `job` with the job's id and its ESC/POS bytes
 * (base64), and the agent acknowledges once the bytes are written to the printer, or says why not.
 */
export const PRINT_AGENT_PATH = '/api/print/agent';
export const PRINT_AGENT_EVENTS = { job: 'job' } as const;
export const PRINT_AGENT_REFUSED =
  'This print agent token names no printer (it was replaced or the printer removed): copy the token from Settings → Printers.';

export interface PrintAgentJob {
  id: string;
  /** The ESC/POS bytes, base64. */
  bytes: string;
}

export type PrintAgentAck = { ok: true } | { ok: false; error: string };

/** What the server emits to an agent, as socket.io types the events of both ends. */
export interface PrintAgentServerEvents {
  [PRINT_AGENT_EVENTS.job]: (job: PrintAgentJob, ack: (answer: PrintAgentAck) => void) => void;
}
