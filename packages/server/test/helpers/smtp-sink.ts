// A tiny SMTP server (node:net) that accepts every mail and keeps it, for round-trip tests.
import net from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const waiters: ((m: SunkMail) => void)[] = [];
  const server = net.createServer((sock) => {
    sock.setEncoding('utf8');
    let buf = '';
    let inData = false;
    let cur: SunkMail = { from: '', to: [], data: '', auth: null };
    const reply = (s: string) => sock.write(`${s}\r\n`);
    reply('220 sink ESMTP ready');
    sock.on('data', (chunk: string) => {
      buf += chunk;
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          cur.data = buf.slice(0, end).replace(/^\.\./gm, '.');
          buf = buf.slice(end + 5);
          inData = false;
          mails.push(cur);
          waiters.splice(0).forEach((w) => w(cur));
          cur = { from: '', to: [], data: '', auth: cur.auth };
          reply('250 OK queued');
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO') reply('250-sink\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
        else if (cmd === 'HELO') reply('250 sink');
        else if (cmd === 'AUTH') {
          cur.auth = line.slice(5);
          reply('235 Authentication successful');
        } else if (cmd === 'MAIL') {
          cur.from = line
            .replace(/^MAIL FROM:\s*/i, '')
            .replace(/[<>]/g, '')
            .split(' ')[0];
          reply('250 OK');
        } else if (cmd === 'RCPT') {
          cur.to.push(
            line
              .replace(/^RCPT TO:\s*/i, '')
              .replace(/[<>]/g, '')
              .split(' ')[0],
          );
          reply('250 OK');
        } else if (cmd === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (cmd === 'RSET' || cmd === 'NOOP') reply('250 OK');
        else if (cmd === 'QUIT') {
          reply('221 Bye');
          sock.end();
        } else reply('502 Command not implemented');
      }
    });
    sock.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: () => new Promise<SunkMail>((r) => waiters.push(r)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Decodes the text body of a simple nodemailer message (quoted-printable or base64 or plain). */
export function mailBody(data: string): string {
  const sep = data.indexOf('\r\n\r\n');
  const headers = data.slice(0, sep);
  const body = data.slice(sep + 4);
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
