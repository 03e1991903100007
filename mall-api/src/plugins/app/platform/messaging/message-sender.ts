import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { outboxMessages } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    messageSender: MessageSender;
    /** What the sandbox sender "sent", newest first (the sandbox inbox); empty with a real sender. */
    sandboxOutbox: (recipient?: string) => Promise<(typeof outboxMessages.$inferSelect)[]>;
  }
}

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Digits-only phone number or an e-mail address. */
  recipient: string;
  subject?: string;
  body: string;
  /** What the message is for (find_id, auth_code…): the inbox and the logs group by it. */
  purpose: string;
}

/**
 * The SMS/e-mail gateway the mall talks to. A real deployment plugs in its provider here; the
 * sandbox (the only implementation in this repository) keeps every message in the outbox table,
 * which the sandbox inbox (/sandbox/inbox, outside production) shows and the tests read.
 */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export function createSandboxMessageSender(db: Database): MessageSender & { outbox: FastifyInstance['sandboxOutbox'] } {
  return {
    name: 'sandbox',
    async send(message) {
      await db.insert(outboxMessages).values({ ...message, subject: message.subject ?? null });
    },
    async outbox(recipient) {
      const query = db.select().from(outboxMessages);
      return (recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query).orderBy(desc(outboxMessages.id)).limit(100);
    },
  };
}

export const messageSenderPlugin = fp(
  async (app) => {
    const sender = createSandboxMessageSender(app.db);
    app.decorate('messageSender', sender);
    app.decorate('sandboxOutbox', sender.outbox);
  },
  { name: 'message-sender', dependencies: ['db'] },
);

export default messageSenderPlugin;
