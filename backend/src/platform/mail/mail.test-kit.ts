import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as a real SMTP server received it: envelope, headers, decoded bodies. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
}

/**
 * A real SMTP server on an ephemeral port (the `smtp-server` package): no TLS, no login needed,
 * every message kept in `received`. `url` is what `SMTP_URL` should be.
 */
export async function startTestSmtpServer(
  options: {
    acceptAfterMs?: number;
    /** Runs once a whole message has arrived, before the server answers it. */
    beforeAnswer?: () => Promise<void>;
  } = {},
) {
  const received: ReceivedMail[] = [];
  /** The next this many messages are refused with a temporary failure (451). */
  const refuse = { next: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const answer = async () => {
        await options.beforeAnswer?.();
        if (options.acceptAfterMs) {
          await new Promise((resolve) => setTimeout(resolve, options.acceptAfterMs));
        }
        if (refuse.next > 0) {
          refuse.next -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          rcptTo: envelope.rcptTo.map((r) => r.address),
          ...parseMime(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      };
      stream.on('end', () => void answer());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    /** Waits until at least `count` messages arrived (or throws after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 15000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} emails, ${received.length} arrived`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decode(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind !== 'quoted-printable') return body;
  const softBreaksGone = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksGone.length; i++) {
    const ch = softBreaksGone[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(softBreaksGone.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBreaksGone.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers and the text/HTML bodies of a message as nodemailer writes one (enough for tests). */
function parseMime(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const bodies = { text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const decoded = decode(
      part.body.replace(/\r\n$/, ''),
      part.headers['content-transfer-encoding'],
    );
    const type = part.headers['content-type'] ?? '';
    if (type.startsWith('text/plain')) bodies.text = decoded.replace(/\r\n/g, '\n');
    if (type.startsWith('text/html')) bodies.html = decoded;
  }
  return { headers, ...bodies };
}
