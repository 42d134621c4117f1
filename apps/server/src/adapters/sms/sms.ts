/* What every texts provider answers to (decision 0086): the log provider and Twilio's adapter. */

/** A text the provider is asked to send. */
export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Where the provider reports the text's status (null: no callbacks, the log provider). */
  statusCallback: string | null;
}

/** What the provider answered: its id of the text and where the text is now. */
export interface SentText {
  providerId: string;
  status: 'queued' | 'sent' | 'delivered';
}

/**
 * The provider refused the text (`retryable: false`, e.g. Twilio's 21211 invalid number or 21610
 * unsubscribed recipient) or asked to be tried later (429, 5xx, no answer).
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsProvider {
  name: 'log' | 'twilio';
  /** The number texts come from: the opt-outs it was told are kept under it. */
  sender: string;
  /** Whether its texts reach nobody (labelled Test). */
  isTest: boolean;
  send(text: OutgoingText): Promise<SentText>;
}
