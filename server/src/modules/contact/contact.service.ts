import { DataSource } from 'typeorm';
import { LIMITS, RateLimiter } from '../../shared/rate-limit';
import { check, rules, str } from '../../shared/validation';
import { ContactMessageEntity } from './contact-message.entity';

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  /** Validates with the spec's messages and stores the message. */
  async submit(input: Record<string, unknown>, req: { ip: string }): Promise<ContactMessageEntity> {
    await this.limiter.hit(`contact:ip:${req.ip}`, LIMITS.contactPerIp);
    check(input, {
      name: [rules.required('Name is required'), rules.string('Name is required'), rules.maxLength(120, 'The name')],
      email: [rules.required('Email is required'), rules.email('Invalid email address')],
      mobile: [rules.required('Mobile is required'), rules.mobile('Enter a valid mobile number')],
      subject: [rules.required('Subject is required'), rules.string('Subject is required'), rules.maxLength(200, 'The subject')],
      message: [rules.required('Message is required'), rules.string('Message is required'), rules.maxLength(5000, 'The message')],
    });
    const repo = this.ds.getRepository(ContactMessageEntity);
    return repo.save(
      repo.create({
        name: str(input.name),
        email: str(input.email),
        mobile: str(input.mobile),
        subject: str(input.subject),
        message: str(input.message),
      }),
    );
  }
}
