/** Mail without SMTP: every message lands in DATA_DIR/mail as an .eml file, whatever happens to the folder. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/platform/logger';
import { MailService } from '../../server/src/modules/mail/mail.service';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('writes each message to the outbox, making the folder again if it was removed', async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_PASSWORD: 'admin-password',
  });
  const mail = new MailService(config, createLogger('silent'));
  const send = (subject: string) =>
    mail.send({ to: 'sana@example.pk', subject, text: `Hello ${subject}`, html: `<p>Hello ${subject}</p>` });
  const subjects = () =>
    readdirSync(config.mailDir)
      .map((f) => readFileSync(path.join(config.mailDir, f), 'utf8').match(/^Subject: (.*)$/m)?.[1])
      .sort();

  await send('First');
  await send('Second');
  expect(subjects()).toEqual(['First', 'Second']);
  rmSync(config.mailDir, { recursive: true });
  await send('Third');
  expect(subjects()).toEqual(['Third']);
});
