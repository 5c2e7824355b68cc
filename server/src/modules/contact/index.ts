export { ContactMessageEntity } from './contact-message.entity';
export { ContactResolver } from './contact.resolver';
export { CONTACT_THANKS, ContactService } from './contact.service';
