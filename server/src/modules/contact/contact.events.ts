/**
 * The contact form's domain events: what the owner hears about (modules/alerts) hangs off
 * them, inside the transaction that stored the message (`transaction` handlers).
 */
import { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger';
import type { ContactMessageEntity } from './contact-message.entity';

export type ContactEvent =
  /** A visitor sent a message through the contact page. */
  { type: 'contact.received'; message: ContactMessageEntity };

export type ContactEvents = DomainEvents<ContactEvent>;

export function contactEvents(logger?: Logger): ContactEvents {
  return new DomainEvents<ContactEvent>((err, event) =>
    logger?.error({ err, event: event.type }, 'contact: an after-commit handler failed'),
  );
}
