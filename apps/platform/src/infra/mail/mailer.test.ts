import { type AddressInfo, type Server, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { type TestDatabase, createTestDatabase } from '../../testing/databases';
import { createMailer, readOutbox } from './mailer';

/** Just enough of an SMTP server (RFC 5321, no extensions) to receive what nodemailer sends. */
function startSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('mailer', () => {
  let testDatabase: TestDatabase;
  let smtp: Server;
  const received: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    await migrateToLatest(testDatabase.database.db);
    smtp = await startSmtpServer(received);
  });

  afterAll(async () => {
    await new Promise((resolve) => smtp?.close(resolve));
    await testDatabase?.drop();
  });

  it('should send through SMTP_URL when it is set, and keep nothing in the outbox', async () => {
    const { port } = smtp.address() as AddressInfo;
    const mailer = createMailer(testDatabase.database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Club <no-reply@club.example>' });
    await mailer.send({ to: 'fan@example.com', subject: 'Your code', text: 'Your verification code is 123456' });
    await mailer.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: fan@example.com$/m);
    expect(received[0]).toMatch(/^Subject: Your code$/m);
    expect(received[0]).toContain('Your verification code is 123456');
    expect(await readOutbox(testDatabase.database.db, 'fan@example.com')).toEqual([]);
  });

  it('should answer at once and report a failed SMTP delivery afterwards', async () => {
    const failures: unknown[] = [];
    const mailer = createMailer(testDatabase.database.db, { smtpUrl: 'smtp://127.0.0.1:1', onError: (error) => failures.push(error) });
    await mailer.send({ to: 'fan@example.com', subject: 'Lost', text: 'never arrives' });
    await mailer.idle();
    expect(failures).toHaveLength(1);
  });

  it('should keep mail in the outbox without SMTP, newest first', async () => {
    const mailer = createMailer(testDatabase.database.db, { now: () => new Date('2026-11-21T12:00:00Z') });
    await mailer.send({ to: 'fan@example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'fan@example.com', subject: 'Second', text: 'two' });
    const messages = await readOutbox(testDatabase.database.db, ' FAN@example.com ');
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ to: 'fan@example.com', sentAt: '2026-11-21T12:00:00.000Z' });
  });
});
