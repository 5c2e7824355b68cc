import { DataSource } from 'typeorm';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import type { ContactInput } from '../../shared/inputs/contact';
import { ContactMessageEntity } from './contact-message.entity';

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  /** Stores a message (checked by the shared contact input). */
  async submit(input: ContactInput, req: { ip: string }): Promise<ContactMessageEntity> {
    await this.limiter.hit(`contact:ip:${req.ip}`, LIMITS.contactPerIp);
    const repo = this.ds.getRepository(ContactMessageEntity);
    return repo.save(repo.create(input));
  }
}
