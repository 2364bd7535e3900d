import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A local SMTP server for tests (smtp-server, the SMTP library nodemailer's authors keep): it accepts every mail on a
// loopback port and keeps what it received, parsed (mailparser). It can go down and come back on the same port, as a
// mail provider's relay does.

export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> (no TLS, no login: loopback only). */
  url: string;
  received: ReceivedMail[];
  /** Stops accepting (connections are refused) until started again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `delayMs`: how long it takes to accept each mail (a slow relay, so that a test can crash a sender mid-send). */
export async function startSmtpSink(port: number, opts: { up?: boolean; delayMs?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, done) {
          simpleParser(stream).then(
            (mail) => {
              const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
              received.push({
                to: to?.value[0]?.address ?? '',
                subject: mail.subject ?? '',
                messageId: mail.messageId ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
              });
              setTimeout(done, opts.delayMs ?? 0);
            },
            (err: Error) => done(err),
          );
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server!.off('error', reject);
        // A sender killed mid-mail resets its connection: the relay shrugs (smtp-server reports it as an error event).
        server!.on('error', () => {});
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  if (opts.up !== false) await start();
  return { url: `smtp://127.0.0.1:${port}`, received, stop, start };
}
