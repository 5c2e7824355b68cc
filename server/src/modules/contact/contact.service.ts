import { DataSource } from 'typeorm';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import type { ContactInput } from '../../shared/inputs/contact';
import { ContactMessageEntity } from './contact-message.entity';
import { contactEvents, type ContactEvents } from './contact.events';

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
    /** A message stored: the owner's alert hangs here (modules/alerts). */
    readonly events: ContactEvents = contactEvents(),
  ) {}

  /** Stores a message (checked by the shared contact input). */
  async submit(input: ContactInput, req: { ip: string }): Promise<ContactMessageEntity> {
    await this.limiter.hit(`contact:ip:${req.ip}`, LIMITS.contactPerIp);
    return this.events.run(
      (work) => this.ds.transaction(work),
      async (em, emit) => {
        const repo = em.getRepository(ContactMessageEntity);
        const message = await repo.save(repo.create(input));
        await emit({ type: 'contact.received', message });
        return message;
      },
    );
  }
}
